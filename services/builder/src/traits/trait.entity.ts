import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Effect, StatEntry, TraitRecord } from '@eoa/dataset';
import type { Localized } from '@eoa/contracts';

/** A virtue, racial, additional racial, class or legendary trait with rank-dependent stats. */
@Entity({ name: 'traits', schema: 'builder' })
export class Trait {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  /** Virtue, Racial, AdditionalRacial, Class or Legendary. */
  @Column({ type: 'text' })
  nature!: string;

  @Column({ name: 'class_id', type: 'text', nullable: true })
  classId!: string | null;

  @Column({ name: 'race_id', type: 'text', nullable: true })
  raceId!: string | null;

  @Column({ name: 'icon_id', type: 'integer' })
  iconId!: number;

  @Column({ name: 'min_level', type: 'smallint' })
  minLevel!: number;

  @Column({ name: 'max_rank', type: 'smallint' })
  maxRank!: number;

  @Column({ type: 'jsonb' })
  tooltip!: Localized;

  @Column({ type: 'jsonb' })
  description!: Localized;

  @Column({ type: 'jsonb' })
  stats!: StatEntry[];

  @Column({ type: 'jsonb' })
  skills!: Localized[];

  @Column({ type: 'jsonb' })
  effects!: Effect[];

  @Column({ name: 'virtue_bonuses', type: 'jsonb' })
  virtueBonuses!: TraitRecord['virtueBonuses'];

  @Column({ type: 'jsonb' })
  tiers!: TraitRecord['tiers'];
}
