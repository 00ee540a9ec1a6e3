import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ProfessionRecord } from '@eoa/dataset';
import type { Localized } from '@eoa/contracts';

/** A crafting profession (the spec's key = id) with its five tiers and their proficiency/mastery points. */
@Entity({ name: 'professions', schema: 'crafting' })
export class Profession {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'jsonb' })
  name!: Localized;

  /** gathering, processing or crafting. */
  @Column({ type: 'text' })
  kind!: string;

  @Column({ type: 'jsonb' })
  tiers!: ProfessionRecord['tiers'];
}
