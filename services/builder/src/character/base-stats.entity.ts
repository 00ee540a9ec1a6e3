import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Base stats of a class at one level (before race, traits and gear); regeneration per minute. */
@Entity({ name: 'base_stats', schema: 'builder' })
export class BaseStats {
  @PrimaryColumn({ name: 'class_id', type: 'text' })
  classId!: string;

  @PrimaryColumn({ type: 'smallint' })
  level!: number;

  @Column({ type: 'integer' })
  morale!: number;

  @Column({ type: 'integer' })
  power!: number;

  @Column({ type: 'integer' })
  might!: number;

  @Column({ type: 'integer' })
  agility!: number;

  @Column({ type: 'integer' })
  vitality!: number;

  @Column({ type: 'integer' })
  will!: number;

  @Column({ type: 'integer' })
  fate!: number;

  @Column({ type: 'integer' })
  armour!: number;

  @Column({ name: 'in_combat_morale_regen', type: 'double precision' })
  inCombatMoraleRegen!: number;

  @Column({ name: 'out_of_combat_morale_regen', type: 'double precision' })
  outOfCombatMoraleRegen!: number;

  @Column({ name: 'in_combat_power_regen', type: 'double precision' })
  inCombatPowerRegen!: number;

  @Column({ name: 'out_of_combat_power_regen', type: 'double precision' })
  outOfCombatPowerRegen!: number;
}
