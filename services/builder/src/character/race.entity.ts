import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** One of the four races, with the classes it may take. */
@Entity({ name: 'races', schema: 'builder' })
export class Race {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'jsonb' })
  description!: Localized;

  @Column({ name: 'allowed_classes', type: 'text', array: true })
  allowedClasses!: string[];

  /** Zone map (atlas id) where characters of this race begin. */
  @Column({ name: 'start_zone_id', type: 'integer' })
  startZoneId!: number;

  @Column({ name: 'icon_id', type: 'integer' })
  iconId!: number;
}
