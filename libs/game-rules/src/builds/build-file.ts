// Build files, format version 1.0 (spec 1 §3, §5): write, read and validate with the spec's messages;
// default build name and file name; conversion between the file's trait lists and equipped traits.
// Timestamps are passed in (ISO strings); nothing here reads a clock.

import {
  BUILD_FILE_VERSION, DEFAULT_CHARACTER, EQUIPMENT_SLOTS, TRAIT_SLOT_TYPES, type BuildCharacter, type BuildData,
  type BuildFile, type BuildTraitRef, type BuildTraits, type EquipmentSlot, type EquippedTrait,
} from '@eoa/contracts';
import { normalizeCharacterName, normalizeLevel } from '../character/character.js';
import { TRAIT_SLOT_TOTALS } from '../traits/slots.js';

export const BUILD_MESSAGES = {
  /** The parsed file is not an object, or has no build or build.character. */
  invalidFormat: 'Invalid build file format',
  unsupportedVersion: (version: unknown) => `Unsupported build file version. Expected ${BUILD_FILE_VERSION}, got ${describe(version)}`,
  /** The text is not JSON at all (the load dialog's alert). */
  unreadable: "Failed to load build file. Please check it's a valid build file.",
  /** Drop zone: only application/json. */
  notJson: 'Please drop a valid .json build file',
} as const;

function describe(v: unknown): string {
  if (typeof v === 'string') return v.slice(0, 20);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return String(v);
  return typeof v;
}

const MAX_TEXT = 2000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(v: unknown, fallback: string, max = MAX_TEXT): string {
  return typeof v === 'string' ? v.slice(0, max) : fallback;
}

function itemId(v: unknown): number | null {
  return typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null;
}

/** Every one of the 19 slots, an item id or null; unknown keys and malformed ids are dropped. */
export function normalizeEquipmentIds(raw: unknown): Record<EquipmentSlot, number | null> {
  const out = {} as Record<EquipmentSlot, number | null>;
  const src = isRecord(raw) ? raw : {};
  for (const slot of EQUIPMENT_SLOTS) {
    const v = Object.hasOwn(src, slot) ? src[slot] : null;
    // An item object (as the builder's state holds it) is written as its id.
    out[slot] = itemId(isRecord(v) ? v.id : v);
  }
  return out;
}

/** Empty trait lists: 5 virtue, 5 racial, 5 class and 2 legendary slots, all null. */
export function emptyBuildTraits(): BuildTraits {
  const out = {} as BuildTraits;
  for (const type of TRAIT_SLOT_TYPES) out[type] = Array.from({ length: TRAIT_SLOT_TOTALS[type] }, () => null);
  return out;
}

/** Trait lists made safe: the right length per type; entries with an integer traitId and rank ≥ 1, else null. */
export function normalizeBuildTraits(raw: unknown): BuildTraits {
  const out = emptyBuildTraits();
  if (!isRecord(raw)) return out;
  for (const type of TRAIT_SLOT_TYPES) {
    const list = Object.hasOwn(raw, type) ? raw[type] : undefined;
    if (!Array.isArray(list)) continue;
    for (let i = 0; i < out[type].length && i < list.length; i++) {
      const entry: unknown = list[i];
      if (!isRecord(entry)) continue;
      const traitId = itemId(entry.traitId);
      if (traitId === null) continue;
      const rank = typeof entry.rank === 'number' && Number.isFinite(entry.rank) ? Math.max(1, Math.trunc(entry.rank)) : 1;
      out[type][i] = { traitId, rank };
    }
  }
  return out;
}

/** The file's trait lists → equipped traits (slot type and index from the list position). */
export function buildTraitsToEquipped(traits: BuildTraits): EquippedTrait[] {
  const out: EquippedTrait[] = [];
  for (const type of TRAIT_SLOT_TYPES) {
    traits[type].forEach((ref: BuildTraitRef | null, slotIndex: number) => {
      if (ref) out.push({ traitId: ref.traitId, rank: ref.rank, slotType: type, slotIndex });
    });
  }
  return out;
}

/** Equipped traits → the file's trait lists (entries outside the slot ranges are dropped; the first wins). */
export function equippedToBuildTraits(traits: readonly EquippedTrait[]): BuildTraits {
  const out = emptyBuildTraits();
  for (const t of traits) {
    const list = (out as Partial<BuildTraits>)[t.slotType];
    if (!list || !Number.isInteger(t.slotIndex) || t.slotIndex < 0 || t.slotIndex >= list.length || list[t.slotIndex]) continue;
    list[t.slotIndex] = { traitId: t.traitId, rank: Math.max(1, Math.trunc(t.rank) || 1) };
  }
  return out;
}

/** The character of a file made safe (name at most 25 characters, level 1–50, class and race as text). */
export function normalizeBuildCharacter(raw: unknown): BuildCharacter {
  const src = isRecord(raw) ? raw : {};
  return {
    name: normalizeCharacterName(src.name) ?? DEFAULT_CHARACTER.name,
    level: normalizeLevel(src.level ?? DEFAULT_CHARACTER.level),
    class: text(src.class, DEFAULT_CHARACTER.class, 40),
    race: text(src.race, DEFAULT_CHARACTER.race, 40),
  };
}

/** Default build name (spec 1 §9): name_class_LevelN, e.g. "New Character_Guardian_Level50". */
export function defaultBuildName(character: Pick<BuildCharacter, 'name' | 'class' | 'level'>): string {
  return `${character.name}_${character.class}_Level${character.level}`;
}

/** File name: the build name with every non-alphanumeric character replaced by "_", plus ".json". */
export function buildFileName(name: string): string {
  return `${name.replace(/[^A-Za-z0-9]/g, '_')}.json`;
}

/** Save is possible only with a name that is not blank. */
export function canSaveBuild(name: string): boolean {
  return name.trim() !== '';
}

export interface WriteBuildInput {
  name: string;
  description?: string;
  character: BuildCharacter;
  equipment: Partial<Record<EquipmentSlot, number | { id: number } | null>>;
  traits: readonly EquippedTrait[] | BuildTraits;
  language: string;
  /** createdAt of the build being overwritten; now when absent. */
  createdAt?: string;
}

/** A build file of version 1.0; `now` (ISO) stamps updatedAt (and createdAt of a new build). */
export function writeBuildFile(input: WriteBuildInput, now: string): BuildFile {
  const traits = Array.isArray(input.traits)
    ? equippedToBuildTraits(input.traits as readonly EquippedTrait[])
    : normalizeBuildTraits(input.traits);
  const build: BuildData = {
    name: input.name.trim(),
    description: input.description ?? '',
    character: normalizeBuildCharacter(input.character),
    equipment: normalizeEquipmentIds(input.equipment),
    traits,
    createdAt: input.createdAt ?? now,
    updatedAt: now,
    language: input.language,
  };
  return { version: BUILD_FILE_VERSION, build };
}

/** The file's text, as downloaded. */
export function serializeBuildFile(file: BuildFile): string {
  return JSON.stringify(file, null, 2);
}

export type BuildReadResult = { ok: true; file: BuildFile } | { ok: false; error: string };

/**
 * Reads a build file (its text or the parsed value) and validates it (spec 1 §5): the version must equal
 * '1.0' ('Unsupported build file version. Expected 1.0, got {version}'); build and build.character are
 * required ('Invalid build file format'). The result is normalized (19 slots, trait lists, sane texts).
 */
export function readBuildFile(input: unknown): BuildReadResult {
  let parsed: unknown = input;
  if (typeof input === 'string') {
    try {
      parsed = JSON.parse(input);
    } catch {
      return { ok: false, error: BUILD_MESSAGES.unreadable };
    }
  }
  if (!isRecord(parsed)) return { ok: false, error: BUILD_MESSAGES.invalidFormat };
  if (parsed.version !== BUILD_FILE_VERSION) return { ok: false, error: BUILD_MESSAGES.unsupportedVersion(parsed.version) };
  const build = parsed.build;
  if (!isRecord(build) || !isRecord(build.character)) return { ok: false, error: BUILD_MESSAGES.invalidFormat };
  const character = normalizeBuildCharacter(build.character);
  const data: BuildData = {
    name: text(build.name, '', 200).trim() || defaultBuildName(character),
    description: text(build.description, ''),
    character,
    equipment: normalizeEquipmentIds(build.equipment),
    traits: normalizeBuildTraits(build.traits),
    createdAt: text(build.createdAt, '', 64),
    updatedAt: text(build.updatedAt, '', 64),
    language: text(build.language, 'en', 16),
  };
  return { ok: true, file: { version: BUILD_FILE_VERSION, build: data } };
}

/** The drop zone accepts only application/json (spec 1 §5). */
export function checkDroppedFileType(mimeType: string): string | null {
  return mimeType === 'application/json' ? null : BUILD_MESSAGES.notJson;
}
