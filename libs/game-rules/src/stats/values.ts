// Values of stat entries (items, set bonuses, traits): constants or progression points, the operator,
// and the percentage rules of spec 1 §5. Values come out in "display units": percentage points for
// percentages (2.1 = 2.1 %), plain numbers otherwise; regeneration stays per second here (the engine
// multiplies gear and trait regeneration by 60).

import type { ItemStat, Progression, StatName, TraitStat } from '@eoa/contracts';
import { ADDITIONAL_RESISTANCE, resolveStatTargets } from '../names.js';

/** Where a stat entry comes from; the percentage rules differ slightly by source. */
export type StatSourceKind = 'item' | 'set' | 'trait';

/** Progression lookup by id. */
export type ProgressionLookup = (id: number) => Pick<Progression, 'points' | 'isPercentage'> | undefined;

/** A stat entry as the rules read it (the contracts' ItemStat, a dataset StatEntry or a set stat). */
export type StatEntryLike = Pick<ItemStat, 'operator' | 'value' | 'constant' | 'scalingId' | 'isPercentage'> & {
  name?: string;
  statType?: string;
  statName?: string;
  rankValues?: TraitStat['rankValues'];
};

/** The stat name of an entry: `name`, or `statType`/`statName` (set bonuses of some sources). */
export function entryStatName(entry: StatEntryLike): string | undefined {
  return entry.name ?? entry.statType ?? entry.statName;
}

function pointAt(points: readonly number[], index: number): number | undefined {
  if (points.length === 0) return undefined;
  const i = Math.min(Math.max(1, Math.trunc(index)), points.length) - 1;
  const v = points[i];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export interface ResolvedStat {
  /** The stats raised (one, or every resistance for the additional resistance; empty: unknown, ignored). */
  targets: readonly StatName[];
  /** Signed value in display units. */
  value: number;
}

/**
 * The value of a stat entry at an index (an item's level, a trait's effective rank; set bonuses: the set's
 * level). A scaling id reads progression points[index − 1] (clamped to the table); without the table it
 * falls back to rankValues, then value, then constant. Percentage rules (spec 1 §5):
 * - values from a percentage progression are × 100;
 * - a value below 1 flagged isPercentage is a fraction and is × 100 (the spec names resistances and
 *   mitigations; the dataset stores every percentage stat as a fraction, so the rule covers all of them);
 * - incoming healing below 1 from a set bonus, and the additional resistance below 1, are × 100 even
 *   when not flagged.
 * SUBTRACT negates.
 */
export function resolveStatEntry(
  entry: StatEntryLike,
  index: number,
  progressions: ProgressionLookup,
  source: StatSourceKind,
): ResolvedStat {
  const rawName = entryStatName(entry);
  const targets = resolveStatTargets(rawName);
  if (targets.length === 0) return { targets, value: 0 };
  let raw: number | undefined;
  let fromPercentProgression = false;
  if (entry.scalingId !== null && entry.scalingId !== undefined) {
    const progression = progressions(entry.scalingId);
    if (progression) {
      raw = pointAt(progression.points, index);
      fromPercentProgression = raw !== undefined && progression.isPercentage;
    }
    if (raw === undefined && entry.rankValues) raw = pointAt(entry.rankValues, index);
  }
  if (raw === undefined) raw = finite(entry.constant) ?? finite(entry.value) ?? 0;
  let value = raw;
  const small = Math.abs(raw) < 1;
  if (fromPercentProgression) value = raw * 100;
  else if (small && entry.isPercentage) value = raw * 100;
  else if (small && source === 'set' && targets.length === 1 && targets[0] === 'incomingHealing') value = raw * 100;
  else if (small && rawName !== undefined && rawName.toLowerCase() === ADDITIONAL_RESISTANCE) value = raw * 100;
  if (entry.operator === 'SUBTRACT') value = -value;
  return { targets, value };
}

function finite(v: number | null | undefined): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** Builds a lookup over progressions given as a list (dataset) or an object keyed by id (GET /progression). */
export function progressionLookup(
  progressions: readonly Pick<Progression, 'id' | 'points' | 'isPercentage'>[] | Readonly<Record<string, Pick<Progression, 'points' | 'isPercentage'>>> | undefined,
): ProgressionLookup {
  const map = new Map<number, Pick<Progression, 'points' | 'isPercentage'>>();
  if (Array.isArray(progressions)) {
    for (const p of progressions) map.set(p.id, p);
  } else if (progressions) {
    for (const [id, p] of Object.entries(progressions)) {
      const n = Number(id);
      if (Number.isInteger(n) && p && Array.isArray(p.points)) map.set(n, p);
    }
  }
  return (id) => map.get(id);
}
