import type { StatName } from '@eoa/contracts';
import { formatStatValue, isPercentStat, REGEN_STATS } from '@eoa/game-rules';

/** Stats shown as whole numbers (floored): the pools, the primaries and armour. */
export const WHOLE_STATS: ReadonlySet<StatName> = new Set<StatName>(['morale', 'power', 'armour', 'might', 'agility', 'vitality', 'will', 'fate']);

/** A stat as the panels show it: whole numbers for the pools, primaries and armour; one decimal otherwise. */
export function statText(stat: StatName, value: number): string {
  if (WHOLE_STATS.has(stat)) return String(Math.floor(value));
  if (REGEN_STATS.has(stat)) return (Math.round(value * 10) / 10).toFixed(1);
  return formatStatValue(value, isPercentStat(stat)).replace(/^\+/, '');
}


/** How much a stat's shown value changes from `before` to `after` (whole stats compare their floored values). */
export function shownDelta(stat: StatName, before: number, after: number): number {
  return WHOLE_STATS.has(stat) ? Math.floor(after) - Math.floor(before) : after - before;
}
