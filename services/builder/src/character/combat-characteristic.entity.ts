import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** One rank of a class's combat-characteristic table; a character gets every rank up to its level. */
@Entity({ name: 'combat_characteristics', schema: 'builder' })
export class CombatCharacteristic {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'class_id', type: 'text' })
  classId!: string;

  @Column({ type: 'smallint' })
  rank!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ name: 'required_level', type: 'smallint' })
  requiredLevel!: number;

  @Column({ name: 'cost_copper', type: 'integer' })
  costCopper!: number;

  /** evadeChance, parryChance, blockChance, accuracy, meleeCritical, rangedCritical or tacticalCritical. */
  @Column({ type: 'text' })
  stat!: string;

  /** Percentage points added by this rank. */
  @Column({ type: 'double precision' })
  value!: number;
}
