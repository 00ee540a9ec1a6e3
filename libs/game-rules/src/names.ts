// Names as players, files and the API write them, mapped to the codes the rules use. Comparisons are
// case-insensitive (spec 1 §5). Lookups go through Maps, never through object properties, so a hostile
// name such as "__proto__" or "constructor" is simply unknown.

import { CLASS_IDS, RACE_IDS, STAT_CODES, STAT_NAMES, type ClassId, type RaceId, type StatName } from '@eoa/contracts';
import { CLASS_DISPLAY_NAMES, RACE_DISPLAY_NAMES } from './constants.js';

function key(raw: string): string {
  return raw.trim().toLowerCase().replace(/[\s_]+/g, '-');
}

const CLASS_LOOKUP = new Map<string, ClassId>();
for (const id of CLASS_IDS) {
  CLASS_LOOKUP.set(id, id);
  CLASS_LOOKUP.set(id.replace(/-/g, ''), id);
}
const RACE_LOOKUP = new Map<string, RaceId>();
for (const id of RACE_IDS) RACE_LOOKUP.set(id, id);
RACE_LOOKUP.set('men', 'man');
RACE_LOOKUP.set('elves', 'elf');
RACE_LOOKUP.set('dwarves', 'dwarf');
RACE_LOOKUP.set('hobbits', 'hobbit');

/** "Guardian", "guardian", "Lore-master", "lore master", "LOREMASTER" → the class id; anything else → null. */
export function normalizeClassId(raw: unknown): ClassId | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  return CLASS_LOOKUP.get(key(raw)) ?? null;
}

/** "Man", "man", "Hobbit" → the race id; anything else → null. */
export function normalizeRaceId(raw: unknown): RaceId | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  return RACE_LOOKUP.get(key(raw)) ?? null;
}

/** "Guardian", "Lore-master"; an unknown class is returned as given. */
export function classDisplayName(raw: string): string {
  const id = normalizeClassId(raw);
  return id ? CLASS_DISPLAY_NAMES[id] : raw;
}

export function raceDisplayName(raw: string): string {
  const id = normalizeRaceId(raw);
  return id ? RACE_DISPLAY_NAMES[id] : raw;
}

/** Stat name → position in STAT_NAMES (the engine's arrays are indexed by it). */
export const STAT_INDEX: ReadonlyMap<StatName, number> = new Map(STAT_NAMES.map((s, i) => [s, i]));
export const STAT_COUNT = STAT_NAMES.length;

/**
 * The additional resistance stat of the game's data ("Resist_Additional_Resistance", spec 1 §5): it raises
 * every resistance, and a value below 1 is a fraction (× 100).
 */
export const ADDITIONAL_RESISTANCE = 'resist_additional_resistance';
const ALL_RESISTANCES: readonly StatName[] = [
  'resistanceCry', 'resistanceDisease', 'resistanceFear', 'resistancePoison', 'resistanceShadow', 'resistanceWound',
];

const STAT_LOOKUP = new Map<string, readonly StatName[]>();
for (const s of STAT_NAMES) {
  STAT_LOOKUP.set(s.toLowerCase(), [s]);
  STAT_LOOKUP.set(STAT_CODES[s].toLowerCase(), [s]);
}
STAT_LOOKUP.set(ADDITIONAL_RESISTANCE, ALL_RESISTANCES);

/**
 * The stats a stat entry's name raises: a stat name ("might"), a backend code ("MIGHT", "ICPR") in any
 * case, or the additional resistance. Unknown names give an empty list (the stat is ignored).
 */
export function resolveStatTargets(raw: unknown): readonly StatName[] {
  if (typeof raw !== 'string' || raw.length > 64) return [];
  return STAT_LOOKUP.get(raw.toLowerCase()) ?? [];
}
