// Trait equipping (spec 1 §4, §5): the slot must be in range, open at the level and of the trait's
// nature; a trait is equipped once (equipping removes it from any other slot first); virtue ranks move
// from 1 to the virtue's maximum; racial traits add ranks to virtues (the effective rank).
// The spec gives no texts for refused trait drops; the messages below are this library's.

import type { EquippedTrait, RaceVirtueBonus, Trait, TraitSlotType } from '@eoa/contracts';
import { normalizeClassId, normalizeRaceId } from '../names.js';
import { isSlotIndexInRange, isSlotLocked, natureFitsSlot, type TraitSlotCounts } from './slots.js';

export const TRAIT_MESSAGES = {
  invalidSlot: 'Invalid trait slot',
  locked: 'This trait slot is locked',
  wrongType: 'This trait cannot go in this slot',
} as const;

export type TraitRulesTrait = Pick<Trait, 'id' | 'nature' | 'maxRank'> & Partial<Pick<Trait, 'virtueBonuses'>>;

export type TraitSlotState = 'locked' | 'empty' | 'filled';

export function traitAt(list: readonly EquippedTrait[], slotType: TraitSlotType, slotIndex: number): EquippedTrait | undefined {
  return list.find((t) => t.slotType === slotType && t.slotIndex === slotIndex);
}

export function traitSlotState(list: readonly EquippedTrait[], slotType: TraitSlotType, slotIndex: number, open: TraitSlotCounts): TraitSlotState {
  if (isSlotLocked(slotType, slotIndex, open)) return 'locked';
  return traitAt(list, slotType, slotIndex) ? 'filled' : 'empty';
}

/** Why a trait cannot be dropped on a slot, or null when it can. */
export function checkTraitDrop(trait: Pick<Trait, 'nature'>, slotType: TraitSlotType, slotIndex: number, open: TraitSlotCounts): string | null {
  if (!isSlotIndexInRange(slotType, slotIndex)) return TRAIT_MESSAGES.invalidSlot;
  if (isSlotLocked(slotType, slotIndex, open)) return TRAIT_MESSAGES.locked;
  if (!natureFitsSlot(trait.nature, slotType)) return TRAIT_MESSAGES.wrongType;
  return null;
}

export type TraitEquipResult = { ok: true; traits: EquippedTrait[] } | { ok: false; error: string };

/**
 * Equips a trait into a slot: refused when the drop check fails; otherwise the trait leaves any other
 * slot, the slot's previous trait is replaced, and the rank (default 1) is clamped to 1…maxRank.
 */
export function equipTrait(
  list: readonly EquippedTrait[],
  trait: TraitRulesTrait,
  slotType: TraitSlotType,
  slotIndex: number,
  open: TraitSlotCounts,
  rank = 1,
): TraitEquipResult {
  const error = checkTraitDrop(trait, slotType, slotIndex, open);
  if (error) return { ok: false, error };
  const kept = list.filter((t) => t.traitId !== trait.id && !(t.slotType === slotType && t.slotIndex === slotIndex));
  return { ok: true, traits: [...kept, { traitId: trait.id, rank: clampRank(rank, trait.maxRank), slotType, slotIndex }] };
}

/** Right-click: empties a slot. */
export function unequipTrait(list: readonly EquippedTrait[], slotType: TraitSlotType, slotIndex: number): EquippedTrait[] {
  return list.filter((t) => !(t.slotType === slotType && t.slotIndex === slotIndex));
}

export function clampRank(rank: number, maxRank: number): number {
  const max = Math.max(1, Math.trunc(maxRank) || 1);
  const r = Number.isFinite(rank) ? Math.trunc(rank) : 1;
  return Math.min(max, Math.max(1, r));
}

/** The + and − buttons: moves a slot's rank by delta within 1…maxRank. */
export function changeTraitRank(
  list: readonly EquippedTrait[],
  slotType: TraitSlotType,
  slotIndex: number,
  delta: number,
  maxRank: number,
): EquippedTrait[] {
  return list.map((t) =>
    t.slotType === slotType && t.slotIndex === slotIndex ? { ...t, rank: clampRank(t.rank + delta, maxRank) } : t,
  );
}

/**
 * Virtue rank bonuses of the equipped traits (racial traits' virtueBonuses), by virtue id. Recomputed
 * from the list on every equip, unequip and load.
 */
export function virtueRankBonuses(list: readonly EquippedTrait[], lookup: (id: number) => TraitRulesTrait | undefined): Map<number, number> {
  const bonuses = new Map<number, number>();
  const seen = new Set<number>();
  for (const t of list) {
    if (seen.has(t.traitId)) continue;
    seen.add(t.traitId);
    for (const b of lookup(t.traitId)?.virtueBonuses ?? []) {
      if (Number.isInteger(b.ranks) && b.ranks > 0) bonuses.set(b.virtueId, (bonuses.get(b.virtueId) ?? 0) + b.ranks);
    }
  }
  return bonuses;
}

/** The effective rank of an equipped virtue: its rank plus the racial bonuses. */
export function effectiveVirtueRank(equipped: EquippedTrait, bonuses: ReadonlyMap<number, number>): number {
  return equipped.rank + (bonuses.get(equipped.traitId) ?? 0);
}

/**
 * Duplicate entries count once (spec 1 §5): the first entry of each trait is kept (which also drops
 * repeated entries of the same slot type, index and trait).
 */
export function dedupeEquippedTraits(list: readonly EquippedTrait[]): EquippedTrait[] {
  const seen = new Set<number>();
  return list.filter((t) => {
    if (seen.has(t.traitId)) return false;
    seen.add(t.traitId);
    return true;
  });
}

/** A trait offered to a character (GET /trait/available): level reached, and the class's or race's own. */
export function isTraitAvailable(
  trait: Pick<Trait, 'minLevel'> & Partial<Pick<Trait, 'classId' | 'raceId'>>,
  className: string,
  raceName: string,
  level: number,
): boolean {
  if (trait.minLevel > level) return false;
  if (trait.classId && trait.classId !== normalizeClassId(className)) return false;
  if (trait.raceId && trait.raceId !== normalizeRaceId(raceName)) return false;
  return true;
}


/**
 * The virtue rank bonuses a race's racial traits give (RaceInfo.virtueRankBonuses), in trait order, with
 * the trait and virtue names when the traits carry them.
 */
export function raceVirtueRankBonuses(
  traits: readonly (Pick<Trait, 'id' | 'nature'> & Partial<Pick<Trait, 'raceId' | 'virtueBonuses' | 'name'>>)[],
  raceName: string,
): RaceVirtueBonus[] {
  const race = normalizeRaceId(raceName);
  if (!race) return [];
  const names = new Map(traits.map((t) => [t.id, t.name]));
  const out: RaceVirtueBonus[] = [];
  for (const t of traits) {
    if (t.raceId !== race || (t.nature !== 'Racial' && t.nature !== 'AdditionalRacial')) continue;
    for (const b of t.virtueBonuses ?? []) {
      const bonus: RaceVirtueBonus = { traitId: t.id, virtueId: b.virtueId, ranks: b.ranks };
      if (typeof t.name === 'string') bonus.traitName = t.name;
      const virtueName = names.get(b.virtueId);
      if (typeof virtueName === 'string') bonus.virtueName = virtueName;
      out.push(bonus);
    }
  }
  return out;
}
