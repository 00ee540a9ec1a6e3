import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** One of the seven classes, with the races, armour and weapons it may use. */
@Entity({ name: 'classes', schema: 'builder' })
export class CharacterClass {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'jsonb' })
  description!: Localized;

  @Column({ name: 'allowed_races', type: 'text', array: true })
  allowedRaces!: string[];

  @Column({ name: 'armour_types', type: 'text', array: true })
  armourTypes!: string[];

  @Column({ name: 'weapon_types', type: 'text', array: true })
  weaponTypes!: string[];

  @Column({ name: 'primary_stats', type: 'text', array: true })
  primaryStats!: string[];

  /** always, level, trait, oneHandedSwordOnly or never. */
  @Column({ name: 'dual_wield', type: 'text' })
  dualWield!: string;

  @Column({ name: 'dual_wield_min_level', type: 'smallint', nullable: true })
  dualWieldMinLevel!: number | null;

  @Column({ name: 'icon_id', type: 'integer' })
  iconId!: number;
}
