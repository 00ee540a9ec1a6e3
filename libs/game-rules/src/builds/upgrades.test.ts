import { createStatEngine } from '../stats/engine.js';
import { ITEMS, RULES } from '../testing/rules.fixture.js';
import { findUpgrades, upgradeScore, type UpgradeGain } from './upgrades.js';
import type { BuildInput } from '../stats/engine.js';
import type { EquipContext, Equipment } from '../equipment/equip.js';
import type { Item } from '@eoa/contracts';

const engine = createStatEngine(RULES);
const I = (id: number) => ITEMS.find((i) => i.id === id)!;
const guardian: EquipContext = { className: 'Guardian', level: 50 };
const build = (equipment: Equipment<Item> = {}, className = 'guardian'): BuildInput & { equipment: Equipment<Item> } => ({
  className, raceName: 'man', level: 50, equipment, equippedTraits: [],
});
const byId = (gains: UpgradeGain[]) => new Map(gains.map((g) => [g.itemId, g]));

describe('upgrade finder', () => {
  it('ranks items by the gain of one stat, each in its best legal slot', () => {
    const gains = findUpgrades(engine, build(), guardian, ITEMS, { stat: 'fate' });
    // Ring 2004 gives fate +44 (the best), ring 2020 +5; both rings are tried in ring1 (the first of the pair, both empty).
    expect(gains[0]).toEqual({ itemId: 2004, slot: 'ring1', gain: 44 });
    expect(byId(gains).get(2020)).toEqual({ itemId: 2020, slot: 'ring1', gain: 5 });
    // Not equipment (food) and not for this class (burglar gloves) are left out.
    expect(byId(gains).has(2018)).toBe(false);
    expect(byId(gains).has(2015)).toBe(false);
    // Sorted best first.
    expect(gains.map((g) => g.gain)).toEqual([...gains.map((g) => g.gain)].sort((a, b) => b - a));
  });

  it('tries both slots of a pair and keeps the one replacing the weaker item', () => {
    const worn = build({ ring1: I(2004), ring2: I(2020) });
    const gain = byId(findUpgrades(engine, worn, guardian, [I(2005)], { stat: 'resistanceWound' })).get(2005)!;
    // Either ring slot gives the same resistance; the first best slot is kept.
    expect(gain.gain).toBeCloseTo(2.1, 5);
    const fate = byId(findUpgrades(engine, worn, guardian, [I(2005)], { stat: 'fate' })).get(2005)!;
    // Replacing the +5 ring (ring2) costs less fate than replacing the +44 ring.
    expect(fate).toMatchObject({ slot: 'ring2' });
    expect(fate.gain).toBeCloseTo(-5, 5);
  });

  it('counts the whole build: a set piece completing a set bonus gains more than its own stats', () => {
    const worn = build({ head: I(2001) });
    const gain = byId(findUpgrades(engine, worn, guardian, [I(2002)], { stat: 'might' })).get(2002)!;
    // The chest has no might of its own; two pieces of set 1 give might +20.
    expect(gain.gain).toBeGreaterThanOrEqual(20);
  });

  it('scores weighted stats, and respects the equip rules (no off-hand under a two-hander)', () => {
    const weights = { might: 2, morale: 0.5 };
    const base = upgradeScore(engine.calculate(build()).stats, { weights });
    const withHelm = upgradeScore(engine.calculate(build({ head: I(2001) })).stats, { weights });
    expect(byId(findUpgrades(engine, build(), guardian, [I(2001)], { weights })).get(2001)!.gain).toBeCloseTo(withHelm - base, 6);
    const twoHanded = build({ mainHand: I(2008) });
    expect(findUpgrades(engine, twoHanded, guardian, [I(2006)], { stat: 'blockChance' })).toEqual([]);
  });

  it('leaves out the item already worn in that slot', () => {
    expect(findUpgrades(engine, build({ head: I(2001) }), guardian, [I(2001)], { stat: 'might' })).toEqual([]);
  });
});
