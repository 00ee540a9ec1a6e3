import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** Display data of an item a quest rewards or a marker stands for (the builder owns items). */
@Entity({ name: 'item_refs', schema: 'atlas' })
export class ItemRef {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'text' })
  icon!: string;

  @Column({ type: 'text' })
  quality!: string;
}
