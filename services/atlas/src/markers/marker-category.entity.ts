import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** A marker category (codes 50 and 71–79 included; 79 = shard sources). */
@Entity({ name: 'marker_categories', schema: 'atlas' })
export class MarkerCategory {
  @PrimaryColumn({ type: 'integer' })
  code!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  /** services, pointsOfInterest, entities or resources (the filter groups). */
  @Column({ name: 'marker_group', type: 'text' })
  group!: string;

  /** Icon file name. */
  @Column({ type: 'text' })
  icon!: string;

  @Column({ name: 'default_enabled', type: 'boolean' })
  defaultEnabled!: boolean;

  /** May be bundled on the composite map. */
  @Column({ type: 'boolean' })
  bundled!: boolean;
}
