import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** Display data of an item a boss drops or a source names (the builder owns items). */
@Entity({ name: 'item_refs', schema: 'loot' })
export class ItemRef {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'text' })
  icon!: string;

  @Column({ type: 'text' })
  quality!: string;

  @Column({ type: 'smallint' })
  level!: number;
}
