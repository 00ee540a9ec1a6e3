import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ItemSetRecord } from '@eoa/dataset';
import type { Localized } from '@eoa/contracts';

/** An item set: its pieces and the bonuses at 2–5 pieces worn. */
@Entity({ name: 'item_sets', schema: 'builder' })
export class ItemSet {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'smallint' })
  level!: number;

  /** Ids of the pieces, in the set's order (each piece has setId = this id). */
  @Column({ name: 'item_ids', type: 'integer', array: true })
  itemIds!: number[];

  @Column({ type: 'jsonb' })
  bonuses!: ItemSetRecord['bonuses'];
}
