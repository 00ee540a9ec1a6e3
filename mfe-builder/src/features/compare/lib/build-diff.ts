// What differs between build A (the one being edited) and build B: every total stat the engine computes, as
// the panels show it, with the difference B − A and whether B is better or worse; and, in words, the character,
// the equipment slots, the traits and the buffs that are not the same.

import { EQUIPMENT_SLOTS, STAT_NAMES, type Buffs, type ClassId, type EquipmentSlot, type Item, type RaceId, type StatName } from '@eoa/contracts';
import type { CharacterStats } from '@eoa/game-rules';
import type { BuildState } from '../../../shared/build-state/build-store';
import { COMPACT_STAT_GROUPS, SECONDARY_STATS, WHOLE_STATS, type StatGroup } from '../../../shared/stat-text';

/** The compact panel's groups, then regeneration and critical defence (the secondary panel's stats). */
export const COMPARED_GROUPS: readonly StatGroup[] = [
  ...COMPACT_STAT_GROUPS,
  { id: 'regeneration', stats: SECONDARY_STATS.slice(0, 4) },
  { id: 'criticalDefence', stats: SECONDARY_STATS.slice(4) },
];
const LISTED: ReadonlySet<StatName> = new Set(COMPARED_GROUPS.flatMap((group) => group.stats));
/** Every other stat the engine computes; listed only when one of the builds has it. */
const OTHER_STATS: readonly StatName[] = STAT_NAMES.filter((stat) => !LISTED.has(stat));
/** Stats where more is neither better nor worse. */
const NEUTRAL_STATS: ReadonlySet<StatName> = new Set<StatName>(['threatGeneration']);

export type Direction = 'better' | 'worse' | 'same' | 'changed';

export interface StatDifference {
  stat: StatName;
  a: number;
  b: number;
  /** B − A of the shown values (whole stats floored, the others to one decimal). */
  delta: number;
  direction: Direction;
}

/** A stat's value as the panels show it: whole stats floored, the others rounded to one decimal. */
export function shownValue(stat: StatName, value: number): number {
  const v = Number.isFinite(value) ? value : 0;
  return WHOLE_STATS.has(stat) ? Math.floor(v) : Math.round(v * 10) / 10;
}

export function statDifference(stat: StatName, a: number, b: number): StatDifference {
  const delta = Math.round((shownValue(stat, b) - shownValue(stat, a)) * 10) / 10 || 0;
  let direction: Direction = 'same';
  if (delta !== 0) direction = NEUTRAL_STATS.has(stat) ? 'changed' : delta > 0 ? 'better' : 'worse';
  return { stat, a, b, delta, direction };
}

export interface StatDifferenceGroup {
  id: string;
  rows: StatDifference[];
}

/** The compared groups in order, then 'other' with the remaining stats either build has (left out when none). */
export function statDifferences(a: Partial<CharacterStats>, b: Partial<CharacterStats>): StatDifferenceGroup[] {
  const row = (stat: StatName) => statDifference(stat, a[stat] ?? 0, b[stat] ?? 0);
  const groups = COMPARED_GROUPS.map((group) => ({ id: group.id, rows: group.stats.map(row) }));
  const other = OTHER_STATS.filter((stat) => shownValue(stat, a[stat] ?? 0) !== 0 || shownValue(stat, b[stat] ?? 0) !== 0).map(row);
  return other.length > 0 ? [...groups, { id: 'other', rows: other }] : groups;
}

/** A value in A and in B. */
export type Pair<T> = readonly [a: T, b: T];

export interface BuildDifferences {
  character: { name?: Pair<string>; level?: Pair<number>; race?: Pair<RaceId>; class?: Pair<ClassId> };
  /** Slots holding different items (null: empty). */
  equipment: { slot: EquipmentSlot; a: Item | null; b: Item | null }[];
  /** Traits equipped in one build only, or at another rank (null: not equipped). */
  traits: { traitId: number; a: number | null; b: number | null }[];
  idome?: Pair<boolean>;
  /** The food buff when it differs (null: inactive). */
  food?: Pair<{ stat: string; amount: number } | null>;
}

function foodOf(buffs: Buffs): { stat: string; amount: number } | null {
  return buffs.foodBuff.active && buffs.foodBuff.stat ? { stat: buffs.foodBuff.stat, amount: buffs.foodBuff.amount } : null;
}

function differs<T>(a: T, b: T): Pair<T> | undefined {
  return a === b ? undefined : [a, b];
}

export function buildDifferences(a: BuildState, b: BuildState): BuildDifferences {
  const equipment = EQUIPMENT_SLOTS.flatMap((slot) => {
    const [itemA, itemB] = [a.equipment[slot] ?? null, b.equipment[slot] ?? null];
    return itemA?.id === itemB?.id ? [] : [{ slot, a: itemA, b: itemB }];
  });
  const ranksA = new Map(a.traits.map((trait) => [trait.traitId, trait.rank]));
  const ranksB = new Map(b.traits.map((trait) => [trait.traitId, trait.rank]));
  const traitIds = [...new Set([...ranksA.keys(), ...ranksB.keys()])];
  const traits = traitIds
    .map((traitId) => ({ traitId, a: ranksA.get(traitId) ?? null, b: ranksB.get(traitId) ?? null }))
    .filter((trait) => trait.a !== trait.b);
  const [foodA, foodB] = [foodOf(a.buffs), foodOf(b.buffs)];
  const sameFood = foodA?.stat === foodB?.stat && foodA?.amount === foodB?.amount;
  return {
    character: {
      name: differs(a.character.name, b.character.name),
      level: differs(a.character.level, b.character.level),
      race: differs(a.character.raceId, b.character.raceId),
      class: differs(a.character.classId, b.character.classId),
    },
    equipment,
    traits,
    idome: differs(a.buffs.idomeActive, b.buffs.idomeActive),
    food: sameFood ? undefined : [foodA, foodB],
  };
}

/** Whether the builds have the same character, equipment, traits and buffs. */
export function isSameBuild(differences: BuildDifferences): boolean {
  const { character, equipment, traits, idome, food } = differences;
  return !character.name && !character.level && !character.race && !character.class && equipment.length === 0 && traits.length === 0 && !idome && !food;
}
