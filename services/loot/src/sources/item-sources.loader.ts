import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** One item_sources row with the names of what it points at, every name in all four languages. */
export interface RawItemSource {
  sourceType: number;
  npcId: number | null;
  npcName: Localized | null;
  container: Localized | null;
  recipeId: number | null;
  recipeName: Localized | null;
  professionCode: string | null;
  professionName: Localized | null;
  recipeTier: number | null;
  questId: number | null;
  questName: Localized | null;
  questLevel: number | null;
  location: Localized | null;
  dropChance: number | null;
  priceCopper: number | null;
  barterItemId: number | null;
  barterItemName: Localized | null;
  barterQuantity: number | null;
}

/** Every source of an item in one indexed query: by type, then the best chance first, then as stored. */
@Injectable()
export class ItemSourcesLoader {
  constructor(private readonly dataSource: DataSource) {}

  async load(itemId: number): Promise<RawItemSource[]> {
    return this.dataSource.query<RawItemSource[]>(
      `SELECT s.source_type AS "sourceType", s.npc_id AS "npcId", n.name AS "npcName", s.container,
              s.recipe_id AS "recipeId", r.name AS "recipeName", r.profession AS "professionCode",
              r.profession_name AS "professionName", r.tier AS "recipeTier",
              s.quest_id AS "questId", q.name AS "questName", q.level AS "questLevel",
              s.location, s.drop_chance AS "dropChance", s.price_copper AS "priceCopper",
              s.barter_item_id AS "barterItemId", b.name AS "barterItemName", s.barter_quantity AS "barterQuantity"
         FROM loot.item_sources s
         LEFT JOIN loot.npc_refs n ON n.id = s.npc_id
         LEFT JOIN loot.recipe_refs r ON r.id = s.recipe_id
         LEFT JOIN loot.quest_refs q ON q.id = s.quest_id
         LEFT JOIN loot.item_refs b ON b.id = s.barter_item_id
        WHERE s.item_id = $1
        ORDER BY s.source_type, s.drop_chance DESC NULLS LAST, s.id`,
      [itemId],
    );
  }
}
