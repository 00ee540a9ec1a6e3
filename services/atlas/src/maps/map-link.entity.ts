import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** A clickable link drawn on one map (parentId) that opens another (targetId). */
@Entity({ name: 'map_links', schema: 'atlas' })
export class MapLink {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'parent_id', type: 'integer' })
  parentId!: number;

  @Column({ name: 'target_id', type: 'integer' })
  targetId!: number;

  @Column({ type: 'jsonb' })
  label!: Localized;

  @Column({ name: 'from_longitude', type: 'double precision' })
  fromLongitude!: number;

  @Column({ name: 'from_latitude', type: 'double precision' })
  fromLatitude!: number;
}
