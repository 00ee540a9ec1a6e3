import { CLASS_IDS, FORMULA_STAT_KEYS } from '@eoa/contracts';
import { builtinFormula } from './builtins.js';
import { evaluateFormula, validateFormula, type FormulaVariables } from './evaluate.js';

const vars = (v: Partial<FormulaVariables>): FormulaVariables => ({
  might: 0, agility: 0, vitality: 0, will: 0, fate: 0, armour: 0, level: 50, ...v,
});

describe('built-in formulas (spec 1 §9), worked by hand', () => {
  it('block = 0.63 × √might: might 400 → 0.63 × 20 = 12.6', () => {
    expect(evaluateFormula(builtinFormula('block', 'guardian'), vars({ might: 400 }))).toBeCloseTo(12.6, 10);
  });

  it('parry = 0.36 × √(might + agility): 200 + 200 = 400 → 0.36 × 20 = 7.2', () => {
    expect(evaluateFormula(builtinFormula('parry', 'champion'), vars({ might: 200, agility: 200 }))).toBeCloseTo(7.2, 10);
  });

  it('evade = 0.40 × √agility: agility 225 → 0.40 × 15 = 6.0; with a shield 6.0 − 2 = 4.0', () => {
    expect(evaluateFormula(builtinFormula('evade', 'guardian'), vars({ agility: 225 }))).toBeCloseTo(6, 10);
    expect(evaluateFormula(builtinFormula('evade', 'guardian', { shield: true }), vars({ agility: 225 }))).toBeCloseTo(4, 10);
    expect(builtinFormula('evade', 'guardian', { shield: true })).toBe('0.40 * sqrt(agility) - 2');
  });

  it('melee and ranged crit = 0.525 × √agility + 0.17: agility 400 → 0.525 × 20 + 0.17 = 10.67', () => {
    expect(evaluateFormula(builtinFormula('meleeCrit', 'burglar'), vars({ agility: 400 }))).toBeCloseTo(10.67, 10);
    expect(evaluateFormula(builtinFormula('rangedCrit', 'hunter'), vars({ agility: 400 }))).toBeCloseTo(10.67, 10);
  });

  it('tactical crit, guardian and champion: fate 100 → 0.6408339674 × 10 − 1.2773013240 = 5.131038350', () => {
    // 6.408339674 − 1.277301324 = 5.131038350
    expect(evaluateFormula(builtinFormula('tacticalCrit', 'guardian'), vars({ fate: 100 }))).toBeCloseTo(5.13103835, 9);
    expect(evaluateFormula(builtinFormula('tacticalCrit', 'champion'), vars({ fate: 100 }))).toBeCloseTo(5.13103835, 9);
  });

  it('tactical crit, other classes: fate 100 → 6.408339674 − 3.3439326158 = 3.0644070582', () => {
    for (const c of ['burglar', 'captain', 'hunter', 'lore-master', 'minstrel'] as const) {
      expect(evaluateFormula(builtinFormula('tacticalCrit', c), vars({ fate: 100 }))).toBeCloseTo(3.0644070582, 9);
    }
  });

  it('common mitigation = 1.02 × √armour + 0.17 × √might − 0.49: armour 2500, might 100 → 51 + 1.7 − 0.49 = 52.21', () => {
    expect(evaluateFormula(builtinFormula('commonMitigation', 'guardian'), vars({ armour: 2500, might: 100 }))).toBeCloseTo(52.21, 10);
  });

  it('fire and shadow mitigation = 1.125 × √vitality: vitality 144 → 1.125 × 12 = 13.5', () => {
    expect(evaluateFormula(builtinFormula('fireMitigation', 'minstrel'), vars({ vitality: 144 }))).toBeCloseTo(13.5, 10);
    expect(evaluateFormula(builtinFormula('shadowMitigation', 'minstrel'), vars({ vitality: 144 }))).toBeCloseTo(13.5, 10);
  });

  it('wound, disease, poison resistance = 0.50 × √vitality: 144 → 6; fear = 0.50 × √will: 81 → 4.5', () => {
    for (const key of ['woundResistance', 'diseaseResistance', 'poisonResistance'] as const) {
      expect(evaluateFormula(builtinFormula(key, 'captain'), vars({ vitality: 144 }))).toBeCloseTo(6, 10);
    }
    expect(evaluateFormula(builtinFormula('fearResistance', 'captain'), vars({ will: 81 }))).toBeCloseTo(4.5, 10);
  });

  it('in-combat power regen = 30 × √fate: fate 100 → 300; hunter 25.55 × 10 + 29.27 = 284.77', () => {
    expect(evaluateFormula(builtinFormula('icpr', 'minstrel'), vars({ fate: 100 }))).toBeCloseTo(300, 10);
    expect(evaluateFormula(builtinFormula('icpr', 'hunter'), vars({ fate: 100 }))).toBeCloseTo(284.77, 10);
  });

  it('in-combat morale regen 1.5 × fate (100 → 150); out-of-combat power 12 × will (100 → 1200); out-of-combat morale 7.2 × vitality (100 → 720)', () => {
    expect(evaluateFormula(builtinFormula('icmr', 'guardian'), vars({ fate: 100 }))).toBeCloseTo(150, 10);
    expect(evaluateFormula(builtinFormula('ocpr', 'guardian'), vars({ will: 100 }))).toBeCloseTo(1200, 10);
    expect(evaluateFormula(builtinFormula('ocmr', 'guardian'), vars({ vitality: 100 }))).toBeCloseTo(720, 10);
  });

  it('every built-in formula of every class passes the editor validation', () => {
    for (const c of CLASS_IDS) for (const key of FORMULA_STAT_KEYS) expect(validateFormula(builtinFormula(key, c)).valid).toBe(true);
  });
});
