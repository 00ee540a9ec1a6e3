import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Effect, StatEntry } from '@eoa/dataset';
import type { Localized } from '@eoa/contracts';

/**
 * An item: equipment, weapon, jewellery, tool, material, consumable or food. Codes (quality, slot,
 * category, …) are stored as codes; their display names are in translations.
 */
@Entity({ name: 'items', schema: 'builder' })
export class Item {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  /** Icon layer ids joined by "-". */
  @Column({ type: 'text' })
  icon!: string;

  @Column({ type: 'text' })
  quality!: string;

  /** Position of quality in QUALITIES (common 1 … legendary 6): sorting by quality. */
  @Column({ name: 'quality_rank', type: 'smallint' })
  qualityRank!: number;

  @Column({ type: 'text' })
  category!: string;

  @Column({ name: 'item_class', type: 'text' })
  itemClass!: string;

  @Column({ type: 'text', nullable: true })
  slot!: string | null;

  @Column({ name: 'weapon_type', type: 'text', nullable: true })
  weaponType!: string | null;

  @Column({ name: 'armour_type', type: 'text', nullable: true })
  armourType!: string | null;

  @Column({ name: 'damage_type', type: 'text', nullable: true })
  damageType!: string | null;

  @Column({ type: 'text' })
  binding!: string;

  @Column({ name: 'is_unique', type: 'boolean' })
  isUnique!: boolean;

  @Column({ name: 'stack_size', type: 'integer' })
  stackSize!: number;

  @Column({ type: 'smallint' })
  level!: number;

  @Column({ name: 'min_level', type: 'smallint' })
  minLevel!: number;

  @Column({ name: 'required_class', type: 'text', nullable: true })
  requiredClass!: string | null;

  @Column({ name: 'min_damage', type: 'double precision', nullable: true })
  minDamage!: number | null;

  @Column({ name: 'max_damage', type: 'double precision', nullable: true })
  maxDamage!: number | null;

  @Column({ type: 'double precision', nullable: true })
  dps!: number | null;

  @Column({ name: 'attack_speed', type: 'double precision', nullable: true })
  attackSpeed!: number | null;

  @Column({ name: 'slayer_value', type: 'double precision', nullable: true })
  slayerValue!: number | null;

  @Column({ name: 'slayer_genus', type: 'text', nullable: true })
  slayerGenus!: string | null;

  @Column({ type: 'integer', nullable: true })
  armour!: number | null;

  @Column({ type: 'jsonb' })
  stats!: StatEntry[];

  @Column({ type: 'jsonb' })
  effects!: Effect[];

  @Column({ name: 'skill_name', type: 'jsonb', nullable: true })
  skillName!: Localized | null;

  /** On-use cooldown in seconds. */
  @Column({ name: 'cooldown_duration', type: 'integer', nullable: true })
  cooldownDuration!: number | null;

  @Column({ type: 'integer', nullable: true })
  durability!: number | null;

  @Column({ type: 'text', nullable: true })
  sturdiness!: string | null;

  @Column({ name: 'worth_copper', type: 'integer' })
  worthCopper!: number;

  @Column({ name: 'set_id', type: 'integer', nullable: true })
  setId!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  description!: Localized | null;
}
