// The build being edited: character, equipment (item objects by slot), traits and buffs. Every change goes
// through the rules of @eoa/game-rules (the same the service checks), so the store never holds an illegal
// build; a refusal comes back as the spec's message for the caller to show where the player is looking.

import { create } from 'zustand';
import type { Buffs, ClassId, EquipmentSlot, EquippedTrait, Item, PrimaryStat, RaceId, TraitSlotType } from '@eoa/contracts';
import {
  changeTraitRank,
  chooseClass,
  chooseFoodBuff,
  chooseRace,
  clearEquipment,
  clearFoodBuff,
  DEFAULT_LEVEL,
  defaultBuffs,
  equipItem,
  equipTrait,
  normalizeCharacterName,
  normalizeLevel,
  swapSlots,
  toggleIdome,
  unequipSlot,
  unequipTrait,
  type EquipContext,
  type Equipment,
  type TraitRulesTrait,
  type TraitSlotCounts,
} from '@eoa/game-rules';

export const DEFAULT_CHARACTER_NAME = 'New Character';

export interface CharacterState {
  name: string;
  level: number;
  classId: ClassId;
  raceId: RaceId;
}

export interface BuildState {
  character: CharacterState;
  equipment: Equipment<Item>;
  traits: EquippedTrait[];
  buffs: Buffs;
}

/** A refused change: the spec's message (English; the page translates it) and where it happened. */
export interface Refusal {
  message: string;
  slot?: EquipmentSlot;
}

export interface BuildActions {
  /** Commits a trimmed name of 1–25 characters; anything else is ignored (false). */
  setName(name: string): boolean;
  setLevel(level: unknown): void;
  setClass(classId: string): void;
  setRace(raceId: string): void;
  equip(ctx: EquipContext, item: Item, slot: EquipmentSlot): Refusal | null;
  unequip(slot: EquipmentSlot): void;
  swap(ctx: EquipContext, from: EquipmentSlot, to: EquipmentSlot): Refusal | null;
  clearAll(): void;
  equipTrait(trait: TraitRulesTrait, slotType: TraitSlotType, slotIndex: number, open: TraitSlotCounts, rank?: number): Refusal | null;
  unequipTrait(slotType: TraitSlotType, slotIndex: number): void;
  changeRank(slotType: TraitSlotType, slotIndex: number, delta: number, maxRank: number): void;
  toggleIdome(): void;
  chooseFood(stat: PrimaryStat, amount: number): void;
  clearFood(): void;
  /** Replaces the whole build (a loaded file, a shared link). */
  replace(build: BuildState): void;
}

export function initialBuild(): BuildState {
  return {
    character: { name: DEFAULT_CHARACTER_NAME, level: DEFAULT_LEVEL, classId: 'guardian', raceId: 'man' },
    equipment: clearEquipment<Item>(),
    traits: [],
    buffs: defaultBuffs(),
  };
}

export const useBuildStore = create<BuildState & BuildActions>()((set, get) => ({
  ...initialBuild(),

  setName(name) {
    const normalized = normalizeCharacterName(name);
    if (normalized === null) return false;
    set((state) => ({ character: { ...state.character, name: normalized } }));
    return true;
  },
  setLevel(level) {
    set((state) => ({ character: { ...state.character, level: normalizeLevel(level) } }));
  },
  setClass(classId) {
    const next = chooseClass({ raceId: get().character.raceId }, classId);
    if (next) set((state) => ({ character: { ...state.character, classId: next.classId, raceId: next.raceId } }));
  },
  setRace(raceId) {
    const next = chooseRace({ classId: get().character.classId }, raceId);
    if (next) set((state) => ({ character: { ...state.character, classId: next.classId, raceId: next.raceId } }));
  },
  equip(ctx, item, slot) {
    const result = equipItem(ctx, get().equipment, item, slot);
    if (!result.ok) return { message: result.error, slot };
    set({ equipment: result.equipment });
    return null;
  },
  unequip(slot) {
    set((state) => ({ equipment: unequipSlot(state.equipment, slot) }));
  },
  swap(ctx, from, to) {
    const result = swapSlots(ctx, get().equipment, from, to);
    if (!result.ok) return { message: result.error, slot: to };
    set({ equipment: result.equipment });
    return null;
  },
  clearAll() {
    set({ equipment: clearEquipment<Item>() });
  },
  equipTrait(trait, slotType, slotIndex, open, rank = 1) {
    const result = equipTrait(get().traits, trait, slotType, slotIndex, open, rank);
    if (!result.ok) return { message: result.error };
    set({ traits: result.traits });
    return null;
  },
  unequipTrait(slotType, slotIndex) {
    set((state) => ({ traits: unequipTrait(state.traits, slotType, slotIndex) }));
  },
  changeRank(slotType, slotIndex, delta, maxRank) {
    set((state) => ({ traits: changeTraitRank(state.traits, slotType, slotIndex, delta, maxRank) }));
  },
  toggleIdome() {
    set((state) => ({ buffs: toggleIdome(state.buffs) }));
  },
  chooseFood(stat, amount) {
    set((state) => ({ buffs: chooseFoodBuff(state.buffs, stat, amount) }));
  },
  clearFood() {
    set((state) => ({ buffs: clearFoodBuff(state.buffs) }));
  },
  replace(build) {
    set(build);
  },
}));
