// Share links (spec 1 §2, §5, §9): a page hash "build/<data>" where data is the shared build (character,
// equipment, traits, buffs) as JSON compressed with lz-string's URI-safe encoding. At most 8192
// characters; a larger build gets 'Build Too Large for URL Sharing' with its size.

import LZString from 'lz-string';
import {
  BUILD_FILE_VERSION, EQUIPMENT_SLOTS, type BuildCharacter, type BuildTraits, type Buffs, type EquipmentSlot,
  type SharedBuild,
} from '@eoa/contracts';
import { SHARE_HASH_PREFIX, SHARE_LINK_MAX_LENGTH } from '../constants.js';
import { normalizeBuildCharacter, normalizeBuildTraits, normalizeEquipmentIds } from '../builds/build-file.js';
import { normalizeBuffs } from '../stats/buffs.js';

export const SHARE_MESSAGES = {
  tooLarge: 'Build Too Large for URL Sharing',
  invalid: 'Invalid shared build',
} as const;

/** Longest data accepted when decoding: no link this codec writes is longer; longer input is refused unread. */
const MAX_DECODE_INPUT = SHARE_LINK_MAX_LENGTH;
/** Longest decompressed JSON accepted. */
const MAX_DECODED_JSON = 256 * 1024;

export interface ShareInput {
  character: BuildCharacter;
  equipment: Partial<Record<EquipmentSlot, number | { id: number } | null>>;
  traits: BuildTraits;
  buffs: Buffs;
}

export function sharedBuild(input: ShareInput): SharedBuild {
  return {
    version: BUILD_FILE_VERSION,
    build: {
      character: normalizeBuildCharacter(input.character),
      equipment: normalizeEquipmentIds(input.equipment),
      traits: normalizeBuildTraits(input.traits),
      buffs: normalizeBuffs(input.buffs),
    },
  };
}

export type ShareEncodeResult =
  | { ok: true; data: string; hash: string; size: number }
  | { ok: false; error: string; size: number };

/**
 * Compresses a shared build. Empty slots are left out of the payload (the reader fills them back). `hash`
 * is "build/<data>" (put it after "#"); `size` is the compressed length, compared with the limit (8192).
 */
export function encodeShareLink(input: ShareInput, maxLength: number = SHARE_LINK_MAX_LENGTH): ShareEncodeResult {
  const shared = sharedBuild(input);
  const equipment: Partial<Record<EquipmentSlot, number>> = {};
  for (const slot of EQUIPMENT_SLOTS) {
    const id = shared.build.equipment[slot];
    if (id !== null) equipment[slot] = id;
  }
  const payload = { ...shared, build: { ...shared.build, equipment } };
  const data = LZString.compressToEncodedURIComponent(JSON.stringify(payload));
  if (data.length > maxLength) return { ok: false, error: SHARE_MESSAGES.tooLarge, size: data.length };
  return { ok: true, data, hash: `${SHARE_HASH_PREFIX}${data}`, size: data.length };
}

/** The full link: the page address without its hash, then "#build/<data>". */
export function shareUrl(pageUrl: string, data: string): string {
  const base = pageUrl.split('#')[0]!;
  return `${base}#${SHARE_HASH_PREFIX}${data}`;
}

/** Whether a page hash ("#build/…" or "build/…") holds a shared build. */
export function isShareHash(hash: string): boolean {
  return hash.replace(/^#/, '').startsWith(SHARE_HASH_PREFIX);
}

export type ShareDecodeResult = { ok: true; build: SharedBuild } | { ok: false; error: string };

/**
 * Decodes a page hash ("#build/<data>", "build/<data>" or the bare data). The decoded value must have
 * version and build (spec 1 §5); the result is normalized (19 slots, trait lists, buffs).
 */
export function decodeShareLink(hash: string): ShareDecodeResult {
  if (typeof hash !== 'string') return { ok: false, error: SHARE_MESSAGES.invalid };
  let data = hash.replace(/^#/, '');
  if (data.startsWith(SHARE_HASH_PREFIX)) data = data.slice(SHARE_HASH_PREFIX.length);
  if (data === '' || data.length > MAX_DECODE_INPUT) return { ok: false, error: SHARE_MESSAGES.invalid };
  let json: string | null;
  try {
    json = LZString.decompressFromEncodedURIComponent(data);
  } catch {
    return { ok: false, error: SHARE_MESSAGES.invalid };
  }
  if (!json || json.length > MAX_DECODED_JSON) return { ok: false, error: SHARE_MESSAGES.invalid };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, error: SHARE_MESSAGES.invalid };
  }
  if (!parsed || typeof parsed !== 'object') return { ok: false, error: SHARE_MESSAGES.invalid };
  const p = parsed as { version?: unknown; build?: unknown };
  if (!p.version || !p.build || typeof p.build !== 'object') return { ok: false, error: SHARE_MESSAGES.invalid };
  const b = p.build as Record<string, unknown>;
  return {
    ok: true,
    build: {
      version: BUILD_FILE_VERSION,
      build: {
        character: normalizeBuildCharacter(b.character),
        equipment: normalizeEquipmentIds(b.equipment),
        traits: normalizeBuildTraits(b.traits),
        buffs: normalizeBuffs(b.buffs),
      },
    },
  };
}
