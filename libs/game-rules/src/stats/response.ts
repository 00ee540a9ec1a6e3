// The calculate answer's convention (spec 1 §7): a map keyed by stat code; morale, power and the primary
// stats × 100 (the client divides by 100 and floors), regeneration per minute × 100 (the client divides by
// 100); everything else as computed (percentages in percentage points, armour plain).

import {
  STAT_CODES, STAT_CODES_DIVIDED_BY_CLIENT, STAT_CODES_FLOORED_BY_CLIENT, STAT_NAMES, type CalculateResponse,
  type StatName,
} from '@eoa/contracts';
import { DEFAULT_MITIGATIONS, BASE_REGEN } from '../constants.js';
import type { CharacterStats } from './engine.js';

const SCALED = new Set<string>([...STAT_CODES_FLOORED_BY_CLIENT, ...STAT_CODES_DIVIDED_BY_CLIENT]);
const FLOORED = new Set<string>(STAT_CODES_FLOORED_BY_CLIENT);

/** Server side: engine stats → the answer of POST /api/character/calculate. */
export function toCalculateResponse(stats: CharacterStats): CalculateResponse {
  const out = {} as CalculateResponse;
  for (const name of STAT_NAMES) {
    const code = STAT_CODES[name];
    const v = stats[name];
    out[code] = SCALED.has(code) ? Math.round(v * 100) : v;
  }
  return out;
}

/** Client side: the answer → stats (morale, power, primaries floored; regeneration per minute). Missing codes are 0. */
export function fromCalculateResponse(response: Partial<Record<string, unknown>>): CharacterStats {
  const out = {} as CharacterStats;
  for (const name of STAT_NAMES) {
    const code = STAT_CODES[name];
    const raw = response[code];
    const v = typeof raw === 'number' && Number.isFinite(raw) ? raw : 0;
    out[name] = FLOORED.has(code) ? Math.floor(v / 100) : SCALED.has(code) ? v / 100 : v;
  }
  return out;
}

/**
 * The stats shown before any calculation (spec 1 §9 defaults): default mitigations and resistances, base
 * regeneration, everything else 0.
 */
export function defaultStats(): CharacterStats {
  const out = {} as CharacterStats;
  for (const name of STAT_NAMES) out[name] = 0;
  for (const [k, v] of Object.entries(DEFAULT_MITIGATIONS)) out[k as StatName] = v;
  for (const [k, v] of Object.entries(BASE_REGEN)) out[k as StatName] = v;
  return out;
}
