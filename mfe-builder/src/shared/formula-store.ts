import { create } from 'zustand';
import { CLASS_IDS, type ClassId, type FormulaConfig, type FormulaConfigSet, type FormulaStatKey, type StatFormulaSetting } from '@eoa/contracts';
import { defaultFormulaConfig, defaultFormulaConfigs, normalizeFormulaConfig, setStatFormula } from '@eoa/game-rules';

/** The formula configurations of every class (3.0.0), kept in the browser (spec 1 §4: loaded on start). */
export const FORMULA_CONFIGS_KEY = 'eoa.formulaConfigs';

function load(): Record<ClassId, FormulaConfig> {
  const now = new Date().toISOString();
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(localStorage.getItem(FORMULA_CONFIGS_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    stored = {};
  }
  // Unknown formula types reset to the built-in one; missing classes get their defaults.
  return Object.fromEntries(CLASS_IDS.map((id) => [id, normalizeFormulaConfig(stored?.[id], id, now)])) as Record<ClassId, FormulaConfig>;
}

function save(configs: Record<ClassId, FormulaConfig>): void {
  try {
    localStorage.setItem(FORMULA_CONFIGS_KEY, JSON.stringify(configs));
  } catch {
    // Not persisted (storage refused); the page keeps using them until it closes.
  }
}

interface FormulaState {
  configs: Record<ClassId, FormulaConfig>;
  /** Validates a custom formula first; the error message of the rules when it is refused. */
  setFormula(classId: ClassId, key: FormulaStatKey, setting: StatFormulaSetting): string | null;
  resetClass(classId: ClassId): void;
  resetAll(): void;
  importConfigs(configs: FormulaConfigSet): void;
}

export const useFormulaStore = create<FormulaState>()((set, get) => ({
  configs: typeof localStorage === 'undefined' ? defaultFormulaConfigs(new Date().toISOString()) : load(),
  setFormula(classId, key, setting) {
    const result = setStatFormula(get().configs[classId], key, setting, new Date().toISOString());
    if (!result.ok) return result.error;
    const configs = { ...get().configs, [classId]: result.config };
    save(configs);
    set({ configs });
    return null;
  },
  resetClass(classId) {
    const configs = { ...get().configs, [classId]: defaultFormulaConfig(classId, new Date().toISOString()) };
    save(configs);
    set({ configs });
  },
  resetAll() {
    const configs = defaultFormulaConfigs(new Date().toISOString());
    save(configs);
    set({ configs });
  },
  importConfigs(imported) {
    const configs = { ...get().configs, ...imported };
    save(configs);
    set({ configs });
  },
}));
