import type { DataSource } from 'typeorm';
import type { StatEntry } from '@eoa/dataset';
import { BUILDER_SCHEMA } from '../dataset/builder.seed.js';
import type { IconItemRow } from '../icons/icon-index.js';

/** An item as the stat engine and the icon index need it: the rules fields only, not the display texts. */
export interface ItemRulesRow extends IconItemRow {
  id: number;
  slot: string | null;
  level: number;
  setId: number | null;
  armour: number | null;
  weaponType: string | null;
  itemClass: string;
  isUnique: boolean;
  minLevel: number;
  requiredClass: string | null;
  stats: StatEntry[];
}

/** What this feature gives the game-data snapshot: every item's rules fields, by id (one query, at boot). */
export function loadItemRules(dataSource: DataSource): Promise<ItemRulesRow[]> {
  return dataSource.query(
    `SELECT id, slot, level, set_id AS "setId", armour, weapon_type AS "weaponType", item_class AS "itemClass",
            is_unique AS "isUnique", min_level AS "minLevel", required_class AS "requiredClass", stats,
            icon, quality, category
       FROM "${BUILDER_SCHEMA}"."items" ORDER BY id`,
  ) as Promise<ItemRulesRow[]>;
}
