import { describe, expect, it } from '@jest/globals';
import { defaultBuffs } from '@eoa/game-rules';
import { initialBuild, type BuildState } from '../../../shared/build-state/build-store';
import { GREATSWORD, HELM, SHIELD } from '../../../testing/builder-fixture';
import { buildDifferences, isSameBuild, statDifference, statDifferences } from './build-diff';

describe('stat differences (B − A of the shown values)', () => {
  it('whole stats compare their floored values; the others their values to one decimal', () => {
    expect(statDifference('morale', 1000.7, 999.9)).toMatchObject({ delta: -1, direction: 'worse' });
    expect(statDifference('morale', 1000.1, 1000.9)).toMatchObject({ delta: 0, direction: 'same' });
    expect(statDifference('might', 157, 163)).toMatchObject({ delta: 6, direction: 'better' });
    // 10.04 shows as 10.0 and 10.06 as 10.1: the difference shown is +0.1, not +0.02.
    expect(statDifference('meleeCritical', 10.04, 10.06)).toMatchObject({ delta: 0.1, direction: 'better' });
    expect(statDifference('meleeCritical', 10.01, 10.04)).toMatchObject({ delta: 0, direction: 'same' });
    expect(statDifference('inCombatMoraleRegen', 300.25, 288.75)).toMatchObject({ delta: -11.5, direction: 'worse' });
    // No "-0": an equal stat is 0.
    expect(Object.is(statDifference('blockChance', 5, 5).delta, 0)).toBe(true);
  });

  it('more threat is neither better nor worse', () => {
    expect(statDifference('threatGeneration', 0, 5).direction).toBe('changed');
  });

  it('the compact groups, regeneration and critical defence always; other stats only when a build has them', () => {
    const groups = statDifferences({ morale: 100 }, { morale: 120 });
    expect(groups.map((group) => group.id)).toEqual(['vitals', 'primary', 'critical', 'avoidance', 'mitigation', 'resistance', 'regeneration', 'criticalDefence']);
    expect(groups[0]!.rows[0]).toEqual({ stat: 'morale', a: 100, b: 120, delta: 20, direction: 'better' });
    expect(groups[6]!.rows.map((row) => row.stat)).toEqual(['inCombatMoraleRegen', 'outOfCombatMoraleRegen', 'inCombatPowerRegen', 'outOfCombatPowerRegen']);
    const withOther = statDifferences({}, { incomingHealing: 2, weaponDamage: 0.01 });
    expect(withOther.at(-1)).toEqual({ id: 'other', rows: [{ stat: 'incomingHealing', a: 0, b: 2, delta: 2, direction: 'better' }] });
  });
});

describe('build differences', () => {
  const a: BuildState = { ...initialBuild(), equipment: { head: HELM, mainHand: GREATSWORD }, traits: [{ traitId: 11, rank: 2, slotType: 'virtue', slotIndex: 0 }] };

  it('nothing differs between a build and itself', () => {
    const same = buildDifferences(a, { ...a });
    expect(isSameBuild(same)).toBe(true);
    expect(same.equipment).toEqual([]);
  });

  it('character fields, slots by item, traits by id and rank, and buffs', () => {
    const b: BuildState = {
      character: { name: 'Borin', level: 42, classId: 'guardian', raceId: 'dwarf' },
      equipment: { mainHand: GREATSWORD, offHand: SHIELD },
      traits: [
        { traitId: 11, rank: 3, slotType: 'virtue', slotIndex: 4 },
        { traitId: 12, rank: 1, slotType: 'virtue', slotIndex: 1 },
      ],
      buffs: { idomeActive: true, foodBuff: { active: true, stat: 'might', amount: 41 } },
    };
    const differences = buildDifferences(a, b);
    expect(isSameBuild(differences)).toBe(false);
    expect(differences.character).toEqual({ name: ['New Character', 'Borin'], level: [50, 42], race: ['man', 'dwarf'], class: undefined });
    // Slots in the spec's order; the same sword in both is not listed.
    expect(differences.equipment).toEqual([
      { slot: 'head', a: HELM, b: null },
      { slot: 'offHand', a: null, b: SHIELD },
    ]);
    // Valour moved to another virtue slot but only its rank counts; Fidelity is B's alone.
    expect(differences.traits).toEqual([
      { traitId: 11, a: 2, b: 3 },
      { traitId: 12, a: null, b: 1 },
    ]);
    expect(differences.idome).toEqual([false, true]);
    expect(differences.food).toEqual([null, { stat: 'might', amount: 41 }]);
  });

  it('an inactive food buff is the same whatever stat it last had', () => {
    const b: BuildState = { ...a, buffs: { ...defaultBuffs(), foodBuff: { active: false, stat: 'will', amount: 41 } } };
    expect(buildDifferences(a, b).food).toBeUndefined();
  });
});
