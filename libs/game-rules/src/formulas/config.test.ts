import { FORMULA_STAT_KEYS } from '@eoa/contracts';
import {
  defaultFormulaConfig, defaultFormulaConfigs, exportFormulaConfigs, formulaSettings, importFormulaConfigs,
  normalizeFormulaConfig, setStatFormula,
} from './config.js';

const NOW = '2026-11-22T10:00:00.000Z';
const LATER = '2026-11-22T11:00:00.000Z';

describe('formula configuration', () => {
  it('defaults: version 3.0.0, every stat built-in, for each of the seven classes', () => {
    const config = defaultFormulaConfig('hunter', NOW);
    expect(config.version).toBe('3.0.0');
    expect(config.className).toBe('hunter');
    expect(config.lastModified).toBe(NOW);
    expect(Object.keys(config.formulas)).toEqual([...FORMULA_STAT_KEYS]);
    expect(Object.values(config.formulas).every((f) => f.type === 'echoes_of_angmar')).toBe(true);
    expect(Object.keys(defaultFormulaConfigs(NOW))).toHaveLength(7);
  });

  it('an unknown formula type resets to echoes_of_angmar; unknown stats are dropped', () => {
    const config = normalizeFormulaConfig(
      { formulas: { block: { type: 'javascript', customFormula: 'might' }, evil: { type: 'custom' }, parry: { type: 'custom', customFormula: 'might / 2' } } },
      'guardian',
      NOW,
    );
    expect(config.formulas.block.type).toBe('echoes_of_angmar');
    expect(config.formulas.block.customFormula).toBe('might');
    expect(config.formulas.parry).toEqual({ type: 'custom', description: 'Parry chance (%)', customFormula: 'might / 2' });
    expect(config.formulas).not.toHaveProperty('evil');
  });

  it('a stored configuration cannot pollute prototypes', () => {
    const config = normalizeFormulaConfig(JSON.parse('{"formulas":{"__proto__":{"type":"custom"},"block":{"type":"custom","customFormula":"1"}}}'), 'guardian', NOW);
    expect(config.formulas.block.type).toBe('custom');
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  it('saving a custom formula validates it (spec 1 §5) and stamps lastModified', () => {
    const config = defaultFormulaConfig('guardian', NOW);
    const bad = setStatFormula(config, 'block', { type: 'custom', customFormula: 'might / 0' }, LATER);
    expect(bad).toEqual({ ok: false, error: 'Formula does not produce a valid number' });
    const good = setStatFormula(config, 'block', { type: 'custom', customFormula: '0.7 * sqrt(might)' }, LATER);
    expect(good.ok).toBe(true);
    if (!good.ok) return;
    expect(good.config.formulas.block).toMatchObject({ type: 'custom', customFormula: '0.7 * sqrt(might)' });
    expect(good.config.lastModified).toBe(LATER);
    expect(config.formulas.block.type).toBe('echoes_of_angmar'); // not mutated
    expect(formulaSettings(good.config)).toEqual({ block: { type: 'custom', customFormula: '0.7 * sqrt(might)' } });
    // Back to the built-in: no validation, the text is kept for later.
    const back = setStatFormula(good.config, 'block', { type: 'echoes_of_angmar' }, LATER);
    expect(back.ok && back.config.formulas.block).toMatchObject({ type: 'echoes_of_angmar', customFormula: '0.7 * sqrt(might)' });
  });

  it('export and import round-trip', () => {
    const set = { guardian: defaultFormulaConfig('guardian', NOW), hunter: defaultFormulaConfig('hunter', NOW) };
    const imported = importFormulaConfigs(exportFormulaConfigs(set), LATER);
    expect(imported).toEqual({ ok: true, configs: set });
  });

  it('imports a single class configuration or a list', () => {
    const single = importFormulaConfigs(JSON.stringify(defaultFormulaConfig('Lore-master' as never, NOW)), LATER);
    expect(single.ok && Object.keys(single.configs)).toEqual(['lore-master']);
    const list = importFormulaConfigs(JSON.stringify([defaultFormulaConfig('captain', NOW), { className: 'Warden' }]), LATER);
    expect(list.ok && Object.keys(list.configs)).toEqual(['captain']);
  });

  it("refuses a file that is not JSON, or holds no class configuration: 'Invalid formula configuration file'", () => {
    for (const text of ['{not json', '42', '"text"', 'null', '{}', '{"warden":{}}']) {
      expect(importFormulaConfigs(text, NOW)).toEqual({ ok: false, error: 'Invalid formula configuration file' });
    }
  });
});
