// Stat display (spec 1 §5): sign (+ for positive), % for percentage stats, one decimal.

import { PERCENT_STATS, type StatName } from '@eoa/contracts';
import { STAT_CAP } from '../constants.js';

/** "+12.6%", "-2.0", "0.0". */
export function formatStatValue(value: number, percentage = false): string {
  const v = Number.isFinite(value) ? value : 0;
  const rounded = Math.round(v * 10) / 10;
  const text = (Object.is(rounded, -0) ? 0 : rounded).toFixed(1);
  return `${rounded > 0 ? '+' : ''}${text}${percentage ? '%' : ''}`;
}

export function isPercentStat(stat: StatName): boolean {
  return PERCENT_STATS.has(stat);
}

/** The stat cap helper (spec 1 §9): clamps to 500. */
export function capStat(value: number, cap = STAT_CAP): number {
  return Math.min(value, cap);
}
