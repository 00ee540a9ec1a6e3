// The spec's fixed numbers (spec 1 §5, §9) in one place. Everything here is a plain value: no clock, no I/O.

// Codes and numbers other projects share (levels, trait slot counts, class→race table, percentage stats) are
// in @eoa/contracts; this file keeps the rules' own.
import type { ClassId, FormulaStatKey, RaceId, StatName } from '@eoa/contracts';

export const DEFAULT_LEVEL = 50;
export const CHARACTER_NAME_MAX_LENGTH = 25;

/** IDOME: +5 % morale (rounded down) and +50 to the five primary stats. */
export const IDOME_MORALE_PERCENT = 5;
export const IDOME_PRIMARY_BONUS = 50;
export const DEFAULT_FOOD_AMOUNT = 24;

/** Regeneration bonuses of gear, sets and traits are per second; the builder shows per minute. */
export const REGEN_BONUS_FACTOR = 60;
/** Base regeneration per minute for every class (spec 1 §9). */
export const BASE_REGEN = {
  inCombatMoraleRegen: 128,
  outOfCombatMoraleRegen: 300,
  inCombatPowerRegen: 120,
  outOfCombatPowerRegen: 240,
} as const;

/**
 * Default mitigations and resistances (spec 1 §9), shown before a calculation has run (the stats panel's
 * initial values; a calculation is skipped while base stats are empty).
 */
export const DEFAULT_MITIGATIONS = {
  fireMitigation: 10.8,
  shadowMitigation: 10.8,
  commonMitigation: 4,
  resistanceWound: 4.9,
  resistanceDisease: 4.9,
  resistancePoison: 4.9,
  resistanceFear: 4.4,
} as const;

/** Evade penalty of the built-in formula when a shield is in the off-hand. */
export const SHIELD_EVADE_PENALTY = 2;

/** The stat cap helper of spec 1 §9 clamps to this value (not applied to calculated totals). */
export const STAT_CAP = 500;

export const BURGLAR_DUAL_WIELD_LEVEL = 10;

export const RECENT_BUILDS_MAX = 20;
export const SHARE_LINK_MAX_LENGTH = 8192;
export const SHARE_HASH_PREFIX = 'build/';

/** Dropdown order of the races. */
export const RACE_ORDER: readonly RaceId[] = ['dwarf', 'elf', 'hobbit', 'man'];

export const CLASS_DISPLAY_NAMES: Readonly<Record<ClassId, string>> = {
  burglar: 'Burglar',
  captain: 'Captain',
  champion: 'Champion',
  guardian: 'Guardian',
  hunter: 'Hunter',
  'lore-master': 'Lore-master',
  minstrel: 'Minstrel',
};
export const RACE_DISPLAY_NAMES: Readonly<Record<RaceId, string>> = {
  man: 'Man',
  elf: 'Elf',
  dwarf: 'Dwarf',
  hobbit: 'Hobbit',
};

/** Dual-slot comparison weights (spec 1 §9): primary stats ×2, morale and power ×0.5, armour ×1.5, others ×1. */
export const COMPARISON_WEIGHTS = { primary: 2, moralePower: 0.5, armour: 1.5, other: 1 } as const;

/** The stat each formula key computes. */
export const FORMULA_STAT_NAMES: Readonly<Record<FormulaStatKey, StatName>> = {
  meleeCrit: 'meleeCritical',
  rangedCrit: 'rangedCritical',
  tacticalCrit: 'tacticalCritical',
  block: 'blockChance',
  evade: 'evadeChance',
  parry: 'parryChance',
  fireMitigation: 'fireMitigation',
  commonMitigation: 'commonMitigation',
  shadowMitigation: 'shadowMitigation',
  fearResistance: 'resistanceFear',
  woundResistance: 'resistanceWound',
  diseaseResistance: 'resistanceDisease',
  poisonResistance: 'resistancePoison',
  icmr: 'inCombatMoraleRegen',
  ocmr: 'outOfCombatMoraleRegen',
  icpr: 'inCombatPowerRegen',
  ocpr: 'outOfCombatPowerRegen',
};

/** Regeneration stats: per minute, gear and trait bonuses × 60, plus the base values. */
export const REGEN_STATS: ReadonlySet<StatName> = new Set<StatName>([
  'inCombatMoraleRegen', 'outOfCombatMoraleRegen', 'inCombatPowerRegen', 'outOfCombatPowerRegen',
]);
