import type { ItemStat } from '@eoa/contracts';
import { progressionLookup, resolveStatEntry } from './values.js';

const progressions = progressionLookup([
  { id: 1, isPercentage: true, points: [0.01, 0.02, 0.03] },
  { id: 2, isPercentage: false, points: [5, 10, 15] },
]);
const stat = (s: Partial<ItemStat>): ItemStat => ({ name: 'might', operator: 'ADD', value: null, constant: null, scalingId: null, isPercentage: false, ...s });

describe('stat values and the percentage rules (spec 1 §5)', () => {
  it('a constant is used as it is', () => {
    expect(resolveStatEntry(stat({ constant: 12, value: 12 }), 50, progressions, 'item')).toEqual({ targets: ['might'], value: 12 });
  });

  it('a scaling id reads points[index − 1], clamped to the table', () => {
    expect(resolveStatEntry(stat({ scalingId: 2 }), 2, progressions, 'trait').value).toBe(10);
    expect(resolveStatEntry(stat({ scalingId: 2 }), 9, progressions, 'trait').value).toBe(15);
    expect(resolveStatEntry(stat({ scalingId: 2 }), 0, progressions, 'trait').value).toBe(5);
  });

  it('percentage progression values are × 100', () => {
    // points[1] = 0.02 → 2
    expect(resolveStatEntry(stat({ name: 'meleeCritical', scalingId: 1 }), 2, progressions, 'trait').value).toBeCloseTo(2, 12);
  });

  it('a missing progression falls back to rankValues, then the value', () => {
    expect(resolveStatEntry({ ...stat({ scalingId: 99, value: 7 }), rankValues: [1, 2, 3] }, 3, progressions, 'trait').value).toBe(3);
    expect(resolveStatEntry(stat({ scalingId: 99, value: 7 }), 3, progressions, 'item').value).toBe(7);
  });

  it('resistance and mitigation below 1 flagged as percentage are × 100; 1 or more stay', () => {
    expect(resolveStatEntry(stat({ name: 'resistanceWound', constant: 0.021, isPercentage: true }), 1, progressions, 'item').value).toBeCloseTo(2.1, 12);
    expect(resolveStatEntry(stat({ name: 'fireMitigation', constant: 2.5, isPercentage: true }), 1, progressions, 'item').value).toBe(2.5);
    expect(resolveStatEntry(stat({ name: 'fireMitigation', constant: 0.5, isPercentage: false }), 1, progressions, 'item').value).toBe(0.5);
  });

  it('every percentage stat below 1 flagged as percentage is a fraction (the dataset stores them so)', () => {
    expect(resolveStatEntry(stat({ name: 'meleeCritical', constant: 0.02, isPercentage: true }), 1, progressions, 'item').value).toBeCloseTo(2, 12);
  });

  it('incoming healing below 1 from a set is × 100 even unflagged; from an item it is not', () => {
    const healing = stat({ name: 'incomingHealing', constant: 0.05 });
    expect(resolveStatEntry(healing, 1, progressions, 'set').value).toBeCloseTo(5, 12);
    expect(resolveStatEntry(healing, 1, progressions, 'item').value).toBeCloseTo(0.05, 12);
  });

  it('Resist_Additional_Resistance below 1 is × 100 and raises every resistance', () => {
    const r = resolveStatEntry(stat({ name: 'Resist_Additional_Resistance', constant: 0.03 }), 1, progressions, 'item');
    expect(r.value).toBeCloseTo(3, 12);
    expect(r.targets).toEqual(['resistanceCry', 'resistanceDisease', 'resistanceFear', 'resistancePoison', 'resistanceShadow', 'resistanceWound']);
  });

  it('SUBTRACT negates; backend codes and set stat types are understood; unknown names are ignored', () => {
    expect(resolveStatEntry(stat({ constant: 4, operator: 'SUBTRACT' }), 1, progressions, 'item').value).toBe(-4);
    expect(resolveStatEntry(stat({ name: 'ICPR', constant: 1 }), 1, progressions, 'item').targets).toEqual(['inCombatPowerRegen']);
    const { name: _unused, ...nameless } = stat({ constant: 3 });
    expect(resolveStatEntry({ ...nameless, statType: 'Vitality' }, 1, progressions, 'set').targets).toEqual(['vitality']);
    expect(resolveStatEntry(stat({ name: 'jumpHeight', constant: 3 }), 1, progressions, 'item')).toEqual({ targets: [], value: 0 });
    expect(resolveStatEntry(stat({ name: '__proto__', constant: 3 }), 1, progressions, 'item').targets).toEqual([]);
    expect(resolveStatEntry(stat({ name: 'constructor', constant: 3 }), 1, progressions, 'item').targets).toEqual([]);
  });

  it('a progression map keyed by id (GET /progression) works like a list', () => {
    const map = progressionLookup({ '7': { isPercentage: false, points: [3, 6] }, bad: { isPercentage: false, points: [1] } });
    expect(map(7)?.points).toEqual([3, 6]);
    expect(map(Number.NaN)).toBeUndefined();
  });
});
