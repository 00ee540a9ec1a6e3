// Character rules (spec 1 §4, §5): name, level, and race/class compatibility.

import { CLASS_IDS, CLASS_RACES, MAX_LEVEL, MIN_LEVEL, type ClassId, type RaceId } from '@eoa/contracts';
import { CHARACTER_NAME_MAX_LENGTH, RACE_ORDER } from '../constants.js';
import { normalizeClassId, normalizeRaceId } from '../names.js';

/**
 * The committed character name: trimmed and cut to 25 characters; null when empty (an empty name is not
 * committed and the old one stays).
 */
export function normalizeCharacterName(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const name = input.trim().slice(0, CHARACTER_NAME_MAX_LENGTH).trim();
  return name === '' ? null : name;
}

/** Level: an integer 1 to 50; non-numeric input becomes 1; out-of-range input is clamped. */
export function normalizeLevel(input: unknown): number {
  const n = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(String(input ?? ''), 10);
  if (!Number.isFinite(n)) return MIN_LEVEL;
  return Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, n));
}

/** Allowed races of a class (from class data when given, else the spec's table). */
export type ClassRaceTable = Readonly<Partial<Record<ClassId, readonly RaceId[]>>>;

function racesOf(classId: ClassId, table?: ClassRaceTable): readonly RaceId[] {
  const races = table?.[classId] ?? CLASS_RACES[classId];
  return RACE_ORDER.filter((r) => races.includes(r));
}

/** Races the class may take, in dropdown order (names compared case-insensitively). */
export function compatibleRaces(className: string, table?: ClassRaceTable): RaceId[] {
  const id = normalizeClassId(className);
  return id ? [...racesOf(id, table)] : [];
}

/** Classes the race may take, in dropdown order. */
export function compatibleClasses(raceName: string, table?: ClassRaceTable): ClassId[] {
  const race = normalizeRaceId(raceName);
  if (!race) return [];
  return CLASS_IDS.filter((c) => racesOf(c, table).includes(race));
}

export function isCompatible(className: string, raceName: string, table?: ClassRaceTable): boolean {
  const cls = normalizeClassId(className);
  const race = normalizeRaceId(raceName);
  return cls !== null && race !== null && racesOf(cls, table).includes(race);
}

export interface ClassAndRace {
  classId: ClassId;
  raceId: RaceId;
}

/**
 * Choosing a race (spec 1 §4): keeps the class when it allows the race, else switches to the first class
 * that does. Returns null for an unknown race.
 */
export function chooseRace(current: { classId: string }, raceName: string, table?: ClassRaceTable): ClassAndRace | null {
  const raceId = normalizeRaceId(raceName);
  if (!raceId) return null;
  const cls = normalizeClassId(current.classId);
  if (cls && racesOf(cls, table).includes(raceId)) return { classId: cls, raceId };
  const first = CLASS_IDS.find((c) => racesOf(c, table).includes(raceId));
  return first ? { classId: first, raceId } : null;
}

/** Choosing a class: keeps the race when the class allows it, else switches to its first race. */
export function chooseClass(current: { raceId: string }, className: string, table?: ClassRaceTable): ClassAndRace | null {
  const classId = normalizeClassId(className);
  if (!classId) return null;
  const races = racesOf(classId, table);
  const race = normalizeRaceId(current.raceId);
  if (race && races.includes(race)) return { classId, raceId: race };
  return races[0] ? { classId, raceId: races[0] } : null;
}
