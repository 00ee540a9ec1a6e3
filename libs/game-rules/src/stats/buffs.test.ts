import { chooseFoodBuff, clearFoodBuff, defaultBuffs, normalizeBuffs, toggleIdome } from './buffs.js';
import { capStat, formatStatValue } from './format.js';
import { defaultStats } from './response.js';

describe('buffs (spec 1 §4)', () => {
  it('IDOME toggles', () => {
    const on = toggleIdome(defaultBuffs());
    expect(on.idomeActive).toBe(true);
    expect(toggleIdome(on).idomeActive).toBe(false);
  });

  it('food is inactive until a primary stat and +24 or +41 are chosen; clicking an active slot clears it to 24', () => {
    expect(defaultBuffs().foodBuff).toEqual({ active: false, stat: null, amount: 24 });
    const food = chooseFoodBuff(defaultBuffs(), 'fate', 41);
    expect(food.foodBuff).toEqual({ active: true, stat: 'fate', amount: 41 });
    expect(clearFoodBuff(food).foodBuff).toEqual({ active: false, stat: null, amount: 24 });
    expect(chooseFoodBuff(defaultBuffs(), 'morale', 41).foodBuff.active).toBe(false);
    expect(chooseFoodBuff(defaultBuffs(), 'might', 30).foodBuff.active).toBe(false);
  });

  it('untrusted buffs are normalized', () => {
    expect(normalizeBuffs({ idomeActive: 'yes', foodBuff: { active: true, stat: 'will', amount: 24 } })).toEqual({
      idomeActive: false, foodBuff: { active: true, stat: 'will', amount: 24 },
    });
    expect(normalizeBuffs({ idomeActive: true, foodBuff: { active: true, stat: 'armour', amount: 41 } })).toEqual({
      idomeActive: true, foodBuff: { active: false, stat: null, amount: 24 },
    });
    expect(normalizeBuffs(null)).toEqual(defaultBuffs());
  });
});

describe('stat display (spec 1 §5)', () => {
  it.each([
    [12.6, true, '+12.6%'],
    [2.14, true, '+2.1%'],
    [2.15, false, '+2.2'],
    [-5, true, '-5.0%'],
    [0, false, '0.0'],
    [-0.04, false, '0.0'],
    [Number.NaN, false, '0.0'],
  ])('%d (percentage %s) → %s', (value, percentage, text) => {
    expect(formatStatValue(value, percentage)).toBe(text);
  });

  it('the stat cap helper clamps to 500', () => {
    expect(capStat(612)).toBe(500);
    expect(capStat(480)).toBe(480);
  });

  it('before any calculation: the default mitigations and resistances and the base regeneration', () => {
    const stats = defaultStats();
    expect(stats).toMatchObject({
      fireMitigation: 10.8, shadowMitigation: 10.8, commonMitigation: 4, resistanceWound: 4.9, resistanceDisease: 4.9,
      resistancePoison: 4.9, resistanceFear: 4.4, inCombatMoraleRegen: 128, outOfCombatMoraleRegen: 300,
      inCombatPowerRegen: 120, outOfCombatPowerRegen: 240, morale: 0, might: 0,
    });
  });
});
