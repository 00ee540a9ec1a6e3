import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** Where an item comes from: 0 Mob, 1 Container, 2 Recipe, 3 Quest, 4 Vendor, 5 Barter. */
@Entity({ name: 'item_sources', schema: 'loot' })
export class ItemSource {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'item_id', type: 'integer' })
  itemId!: number;

  @Column({ name: 'source_type', type: 'smallint' })
  sourceType!: number;

  /** The mob (0), vendor (4) or barterer (5); names in npc_refs. */
  @Column({ name: 'npc_id', type: 'integer', nullable: true })
  npcId!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  container!: Localized | null;

  @Column({ name: 'recipe_id', type: 'integer', nullable: true })
  recipeId!: number | null;

  @Column({ name: 'quest_id', type: 'integer', nullable: true })
  questId!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  location!: Localized | null;

  /** Percent. */
  @Column({ name: 'drop_chance', type: 'double precision', nullable: true })
  dropChance!: number | null;

  @Column({ name: 'price_copper', type: 'integer', nullable: true })
  priceCopper!: number | null;

  @Column({ name: 'barter_item_id', type: 'integer', nullable: true })
  barterItemId!: number | null;

  @Column({ name: 'barter_quantity', type: 'integer', nullable: true })
  barterQuantity!: number | null;
}
