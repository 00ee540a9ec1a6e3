// Formula configurations per class (spec 1 §3, §4): version 3.0.0, a type per stat (built-in game formula
// or custom), reset per class or all, export and import as JSON. Timestamps are passed in.

import {
  CLASS_IDS, FORMULA_CONFIG_VERSION, FORMULA_STAT_KEYS, FORMULA_TYPES, type ClassId, type FormulaConfig,
  type FormulaConfigSet, type FormulaStatKey, type FormulaType, type StatFormulaConfig, type StatFormulaSetting,
} from '@eoa/contracts';
import { normalizeClassId } from '../names.js';
import { FORMULA_DESCRIPTIONS } from './builtins.js';
import { validateFormula } from './evaluate.js';
import { MAX_FORMULA_LENGTH } from './tokenizer.js';

export const FORMULA_CONFIG_MESSAGES = {
  invalidFile: 'Invalid formula configuration file',
} as const;

const TYPES = new Set<string>(FORMULA_TYPES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function defaultStat(key: FormulaStatKey): StatFormulaConfig {
  return { type: 'echoes_of_angmar', description: FORMULA_DESCRIPTIONS[key] };
}

/** Every stat on its built-in formula. */
export function defaultFormulaConfig(classId: ClassId, now: string): FormulaConfig {
  const formulas = {} as Record<FormulaStatKey, StatFormulaConfig>;
  for (const key of FORMULA_STAT_KEYS) formulas[key] = defaultStat(key);
  return { version: FORMULA_CONFIG_VERSION, lastModified: now, className: classId, formulas };
}

/** Defaults of all seven classes (Reset All). */
export function defaultFormulaConfigs(now: string): Record<ClassId, FormulaConfig> {
  const out = {} as Record<ClassId, FormulaConfig>;
  for (const id of CLASS_IDS) out[id] = defaultFormulaConfig(id, now);
  return out;
}

/**
 * A stored or imported configuration made safe: known stats only, an unknown type reset to
 * echoes_of_angmar (spec 1 §4), a missing stat on its default, text fields as text.
 */
export function normalizeFormulaConfig(raw: unknown, classId: ClassId, now: string): FormulaConfig {
  const config = defaultFormulaConfig(classId, now);
  if (!isRecord(raw)) return config;
  if (typeof raw.lastModified === 'string' && raw.lastModified.length <= 64) config.lastModified = raw.lastModified;
  const formulas = isRecord(raw.formulas) ? raw.formulas : raw;
  for (const key of FORMULA_STAT_KEYS) {
    const entry = Object.hasOwn(formulas, key) ? formulas[key] : undefined;
    if (!isRecord(entry)) continue;
    const type: FormulaType = typeof entry.type === 'string' && TYPES.has(entry.type) ? (entry.type as FormulaType) : 'echoes_of_angmar';
    const stat: StatFormulaConfig = {
      type,
      description: typeof entry.description === 'string' ? entry.description.slice(0, 200) : FORMULA_DESCRIPTIONS[key],
    };
    if (typeof entry.customFormula === 'string') stat.customFormula = entry.customFormula.slice(0, MAX_FORMULA_LENGTH);
    config.formulas[key] = stat;
  }
  return config;
}

export type FormulaSaveResult = { ok: true; config: FormulaConfig } | { ok: false; error: string };

/**
 * "Validate & Save Formula" and the type select: a custom formula is validated first (spec 1 §5); the
 * built-in type keeps the custom text so switching back restores it.
 */
export function setStatFormula(
  config: FormulaConfig,
  key: FormulaStatKey,
  setting: StatFormulaSetting,
  now: string,
): FormulaSaveResult {
  const current = config.formulas[key];
  const next: StatFormulaConfig = { ...current, type: setting.type };
  if (setting.customFormula !== undefined) next.customFormula = setting.customFormula;
  if (setting.type === 'custom') {
    const check = validateFormula(next.customFormula ?? '');
    if (!check.valid) return { ok: false, error: check.error };
  }
  return { ok: true, config: { ...config, lastModified: now, formulas: { ...config.formulas, [key]: next } } };
}

/** The per-stat choices of a configuration, as a calculation request carries them. */
export function formulaSettings(config: FormulaConfig): Partial<Record<FormulaStatKey, StatFormulaSetting>> {
  const out: Partial<Record<FormulaStatKey, StatFormulaSetting>> = {};
  for (const key of FORMULA_STAT_KEYS) {
    const stat = config.formulas[key];
    if (stat.type === 'custom') out[key] = { type: 'custom', customFormula: stat.customFormula ?? '' };
  }
  return out;
}

/** The Export button: every class's configuration as pretty JSON. */
export function exportFormulaConfigs(configs: FormulaConfigSet): string {
  return JSON.stringify(configs, null, 2);
}

export type FormulaImportResult = { ok: true; configs: FormulaConfigSet } | { ok: false; error: string };

/**
 * The Import button: valid JSON, else 'Invalid formula configuration file' (spec 1 §5). Accepts the
 * export (an object keyed by class), a single class configuration (with className) or a list of them.
 * Unknown classes are skipped; each configuration is normalized.
 */
export function importFormulaConfigs(text: string, now: string): FormulaImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: FORMULA_CONFIG_MESSAGES.invalidFile };
  }
  const configs: FormulaConfigSet = {};
  const add = (raw: unknown, classHint: unknown): void => {
    const hint = isRecord(raw) && typeof raw.className === 'string' ? raw.className : classHint;
    const id = normalizeClassId(hint);
    if (id) configs[id] = normalizeFormulaConfig(raw, id, now);
  };
  if (Array.isArray(parsed)) parsed.forEach((c) => add(c, undefined));
  else if (isRecord(parsed) && typeof parsed.className === 'string') add(parsed, parsed.className);
  else if (isRecord(parsed)) for (const [k, v] of Object.entries(parsed)) add(v, k);
  else return { ok: false, error: FORMULA_CONFIG_MESSAGES.invalidFile };
  if (Object.keys(configs).length === 0) return { ok: false, error: FORMULA_CONFIG_MESSAGES.invalidFile };
  return { ok: true, configs };
}
