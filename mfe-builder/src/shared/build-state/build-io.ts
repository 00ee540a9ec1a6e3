// The build in and out of the page: as a build file (Save), as a share link (Share), and back from either or
// from the recent list (Load), with the rules of @eoa/game-rules (validation, normalisation, sizes).

import type { Buffs, BuildCharacter, BuildFile, BuildTraits, EquipmentSlot, Item } from '@eoa/contracts';
import { EQUIPMENT_SLOTS } from '@eoa/contracts';
import {
  buildTraitsToEquipped,
  CLASS_DISPLAY_NAMES,
  compatibleRaces,
  defaultBuffs,
  dedupeEquippedTraits,
  equippedToBuildTraits,
  isCompatible,
  normalizeClassId,
  normalizeRaceId,
  RACE_DISPLAY_NAMES,
  writeBuildFile,
  type ShareInput,
} from '@eoa/game-rules';
import { DEFAULT_CHARACTER_NAME, type BuildState, type CharacterState } from './build-store';

export function buildCharacterOf(character: CharacterState): BuildCharacter {
  return { name: character.name, level: character.level, class: CLASS_DISPLAY_NAMES[character.classId], race: RACE_DISPLAY_NAMES[character.raceId] };
}

export function equipmentIdsOf(equipment: BuildState['equipment']): Record<EquipmentSlot, number | null> {
  return Object.fromEntries(EQUIPMENT_SLOTS.map((slot) => [slot, equipment[slot]?.id ?? null])) as Record<EquipmentSlot, number | null>;
}

export function buildFileOf(state: BuildState, name: string, description: string, language: string, now = new Date().toISOString()): BuildFile {
  return writeBuildFile(
    { name, description, character: buildCharacterOf(state.character), equipment: equipmentIdsOf(state.equipment), traits: state.traits, language },
    now,
  );
}

/** What a share link carries of the build being edited (also a build to load: the comparison's B). */
export function shareInputOf(state: BuildState): ShareInput & LoadableBuild {
  return { character: buildCharacterOf(state.character), equipment: equipmentIdsOf(state.equipment), traits: equippedToBuildTraits(state.traits), buffs: state.buffs };
}

/** What a file, a link or a recent entry gives to load. */
export interface LoadableBuild {
  character: BuildCharacter;
  equipment: Record<EquipmentSlot, number | null>;
  traits: BuildTraits;
  buffs?: Buffs;
}

export function loadableOf(file: BuildFile): LoadableBuild {
  return { character: file.build.character, equipment: file.build.equipment, traits: file.build.traits };
}

/** The item ids a build names. */
export function itemIdsOf(build: LoadableBuild): number[] {
  return EQUIPMENT_SLOTS.map((slot) => build.equipment[slot]).filter((id): id is number => id !== null);
}

/**
 * The store's state for a loaded build: class and race by name (an unknown class is a Guardian, a race the class
 * cannot be becomes the class's first race), the items found among `items` (the others are reported), the
 * traits once each, the buffs of a link (a file has none: default buffs).
 */
export function buildStateOf(build: LoadableBuild, items: ReadonlyMap<number, Item>): { state: BuildState; missingItemIds: number[] } {
  const classId = normalizeClassId(build.character.class) ?? 'guardian';
  let raceId = normalizeRaceId(build.character.race) ?? 'man';
  if (!isCompatible(classId, raceId)) raceId = compatibleRaces(classId)[0] ?? 'man';
  const equipment: BuildState['equipment'] = {};
  const missingItemIds: number[] = [];
  for (const slot of EQUIPMENT_SLOTS) {
    const id = build.equipment[slot];
    if (id === null) continue;
    const item = items.get(id);
    if (item) equipment[slot] = item;
    else missingItemIds.push(id);
  }
  return {
    state: {
      character: { name: build.character.name || DEFAULT_CHARACTER_NAME, level: build.character.level, classId, raceId },
      equipment,
      traits: dedupeEquippedTraits(buildTraitsToEquipped(build.traits)),
      buffs: build.buffs ?? defaultBuffs(),
    },
    missingItemIds,
  };
}
