import type { StatName } from '@eoa/contracts';
import { formatStatValue, isPercentStat, REGEN_STATS } from '@eoa/game-rules';

/** A named group of stats (the name keys its heading). */
export interface StatGroup {
  id: string;
  stats: readonly StatName[];
}

/** The compact panel's stats (spec 1 §2), in groups. */
export const COMPACT_STAT_GROUPS: readonly StatGroup[] = [
  { id: 'vitals', stats: ['morale', 'power', 'armour'] },
  { id: 'primary', stats: ['might', 'agility', 'vitality', 'will', 'fate'] },
  { id: 'critical', stats: ['meleeCritical', 'rangedCritical', 'tacticalCritical'] },
  { id: 'avoidance', stats: ['blockChance', 'evadeChance', 'parryChance'] },
  { id: 'mitigation', stats: ['commonMitigation', 'tacticalMitigation', 'fireMitigation', 'shadowMitigation'] },
  { id: 'resistance', stats: ['resistanceWound', 'resistanceDisease', 'resistancePoison', 'resistanceFear'] },
];
/** The secondary panel's stats (spec 1 §2): regeneration in and out of combat, then the critical defences. */
export const SECONDARY_STATS: readonly StatName[] = [
  'inCombatMoraleRegen', 'outOfCombatMoraleRegen', 'inCombatPowerRegen', 'outOfCombatPowerRegen',
  'meleeCriticalDefense', 'rangedCriticalDefense', 'tacticalCriticalDefense',
];

/** Stats shown as whole numbers (floored): the pools, the primaries and armour. */
export const WHOLE_STATS: ReadonlySet<StatName> = new Set<StatName>(['morale', 'power', 'armour', 'might', 'agility', 'vitality', 'will', 'fate']);

/** A stat as the panels show it: whole numbers for the pools, primaries and armour; one decimal otherwise. */
export function statText(stat: StatName, value: number): string {
  if (WHOLE_STATS.has(stat)) return String(Math.floor(value));
  if (REGEN_STATS.has(stat)) return (Math.round(value * 10) / 10).toFixed(1);
  return formatStatValue(value, isPercentStat(stat)).replace(/^\+/, '');
}

/** A difference as the panels show a stat, signed (spec 1 §5: + for positive): "+12", "-1.3%", "0.0". */
export function signedStatText(stat: StatName, delta: number): string {
  return delta > 0 ? `+${statText(stat, delta)}` : statText(stat, delta);
}

/** How much a stat's shown value changes from `before` to `after` (whole stats compare their floored values). */
export function shownDelta(stat: StatName, before: number, after: number): number {
  return WHOLE_STATS.has(stat) ? Math.floor(after) - Math.floor(before) : after - before;
}
