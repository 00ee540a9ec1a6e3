import type { EquippedTrait } from '@eoa/contracts';
import { TRAIT_SLOTS, TRAITS } from '../testing/rules.fixture.js';
import {
  changeTraitRank, checkTraitDrop, dedupeEquippedTraits, effectiveVirtueRank, equipTrait, isTraitAvailable, raceVirtueRankBonuses,
  traitSlotState, unequipTrait, virtueRankBonuses,
} from './equip.js';
import { isSlotLocked, natureFitsSlot, slotTypeForNature, traitSlotCountsFrom } from './slots.js';

const T = (id: number) => TRAITS.find((t) => t.id === id)!;
const lookup = (id: number) => TRAITS.find((t) => t.id === id);
const counts = traitSlotCountsFrom(TRAIT_SLOTS);

describe('trait slot types (spec 1 §5)', () => {
  it('virtue slots take Virtue; racial Racial or AdditionalRacial; class Class; legendary Legendary', () => {
    expect(natureFitsSlot('Virtue', 'virtue')).toBe(true);
    expect(natureFitsSlot('Racial', 'racial')).toBe(true);
    expect(natureFitsSlot('AdditionalRacial', 'racial')).toBe(true);
    expect(natureFitsSlot('Class', 'class')).toBe(true);
    expect(natureFitsSlot('Legendary', 'legendary')).toBe(true);
    expect(natureFitsSlot('Virtue', 'class')).toBe(false);
    expect(natureFitsSlot('Legendary', 'class')).toBe(false);
    expect(slotTypeForNature('AdditionalRacial')).toBe('racial');
    expect(slotTypeForNature('Skill')).toBeNull();
  });

  it('slots open by level; slots at or above the open count are locked', () => {
    // virtues open at 7, 15, 24, 32, 40: level 15 has 2
    expect(counts(15)).toEqual({ virtue: 2, racial: 1, class: 1, legendary: 0 });
    expect(counts(6).virtue).toBe(0);
    expect(counts(50)).toEqual({ virtue: 5, racial: 5, class: 5, legendary: 2 });
    expect(isSlotLocked('virtue', 1, counts(15))).toBe(false);
    expect(isSlotLocked('virtue', 2, counts(15))).toBe(true);
    expect(isSlotLocked('legendary', 0, counts(45))).toBe(false);
    expect(isSlotLocked('legendary', 1, counts(45))).toBe(true);
    expect(isSlotLocked('virtue', 5, counts(50))).toBe(true); // out of range
    expect(isSlotLocked('legendary', 2, counts(50))).toBe(true);
  });

  it('a level missing from the table uses the nearest lower one; none at all locks everything', () => {
    const sparse = traitSlotCountsFrom([{ level: 10, virtue: 1, racial: 1, class: 0, legendary: 0 }, { level: 40, virtue: 5, racial: 4, class: 4, legendary: 0 }]);
    expect(sparse(39)).toEqual({ virtue: 1, racial: 1, class: 0, legendary: 0 });
    expect(sparse(9)).toEqual({ virtue: 0, racial: 0, class: 0, legendary: 0 });
    expect(traitSlotCountsFrom([])(50).virtue).toBe(0);
  });
});

describe('equipping traits', () => {
  const open = counts(50);

  it('drop checks: range, locked, nature', () => {
    expect(checkTraitDrop(T(1001), 'virtue', 0, open)).toBeNull();
    expect(checkTraitDrop(T(1001), 'virtue', 5, open)).toBe('Invalid trait slot');
    expect(checkTraitDrop(T(1001), 'virtue', -1, open)).toBe('Invalid trait slot');
    expect(checkTraitDrop(T(1001), 'virtue', 1, counts(7))).toBe('This trait slot is locked');
    expect(checkTraitDrop(T(1001), 'class', 0, open)).toBe('This trait cannot go in this slot');
    expect(checkTraitDrop(T(1102), 'racial', 4, open)).toBeNull();
  });

  it('a trait is equipped once: equipping it elsewhere moves it', () => {
    let list: EquippedTrait[] = [];
    const r1 = equipTrait(list, T(1001), 'virtue', 0, open, 3);
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    list = r1.traits;
    const r2 = equipTrait(list, T(1001), 'virtue', 2, open);
    expect(r2).toEqual({ ok: true, traits: [{ traitId: 1001, rank: 1, slotType: 'virtue', slotIndex: 2 }] });
  });

  it("equipping onto a filled slot replaces its trait; refusals don't change anything", () => {
    const list: EquippedTrait[] = [{ traitId: 1001, rank: 2, slotType: 'virtue', slotIndex: 0 }];
    expect(equipTrait(list, T(1002), 'virtue', 0, open)).toEqual({ ok: true, traits: [{ traitId: 1002, rank: 1, slotType: 'virtue', slotIndex: 0 }] });
    expect(equipTrait(list, T(1201), 'virtue', 1, open)).toEqual({ ok: false, error: 'This trait cannot go in this slot' });
  });

  it('slot state: locked, empty, filled; right-click empties', () => {
    const list: EquippedTrait[] = [{ traitId: 1001, rank: 2, slotType: 'virtue', slotIndex: 0 }];
    expect(traitSlotState(list, 'virtue', 0, counts(15))).toBe('filled');
    expect(traitSlotState(list, 'virtue', 1, counts(15))).toBe('empty');
    expect(traitSlotState(list, 'virtue', 2, counts(15))).toBe('locked');
    expect(unequipTrait(list, 'virtue', 0)).toEqual([]);
  });

  it('virtue rank moves from 1 to the maximum with + and −', () => {
    let list: EquippedTrait[] = [{ traitId: 1002, rank: 1, slotType: 'virtue', slotIndex: 0 }];
    list = changeTraitRank(list, 'virtue', 0, -1, 3);
    expect(list[0]!.rank).toBe(1);
    list = changeTraitRank(changeTraitRank(changeTraitRank(list, 'virtue', 0, 1, 3), 'virtue', 0, 1, 3), 'virtue', 0, 1, 3);
    expect(list[0]!.rank).toBe(3);
    const r = equipTrait([], T(1002), 'virtue', 0, open, 12);
    expect(r.ok && r.traits[0]!.rank).toBe(3);
  });

  it('racial traits add ranks to virtues: effective rank = rank + bonus', () => {
    const list: EquippedTrait[] = [
      { traitId: 1001, rank: 3, slotType: 'virtue', slotIndex: 0 },
      { traitId: 1002, rank: 2, slotType: 'virtue', slotIndex: 1 },
      { traitId: 1101, rank: 1, slotType: 'racial', slotIndex: 0 }, // +1 Valour
      { traitId: 1103, rank: 1, slotType: 'racial', slotIndex: 1 }, // +1 Loyalty
    ];
    const bonuses = virtueRankBonuses(list, lookup);
    expect([...bonuses]).toEqual([[1001, 1], [1002, 1]]);
    expect(effectiveVirtueRank(list[0]!, bonuses)).toBe(4);
    expect(effectiveVirtueRank(list[1]!, bonuses)).toBe(3);
    // unequipping the racial trait drops its bonus
    expect(virtueRankBonuses(unequipTrait(list, 'racial', 0), lookup).get(1001)).toBeUndefined();
  });

  it('duplicate entries count once', () => {
    const e: EquippedTrait = { traitId: 1001, rank: 3, slotType: 'virtue', slotIndex: 0 };
    expect(dedupeEquippedTraits([e, e, { ...e, slotIndex: 3 }, { ...e, traitId: 1002 }])).toEqual([e, { ...e, traitId: 1002 }]);
    // a racial trait listed twice still gives its bonus once
    expect(virtueRankBonuses([{ traitId: 1101, rank: 1, slotType: 'racial', slotIndex: 0 }, { traitId: 1101, rank: 1, slotType: 'racial', slotIndex: 0 }], lookup).get(1001)).toBe(1);
  });

  it('available traits: level reached, own class and race only', () => {
    expect(isTraitAvailable(T(1001), 'Guardian', 'Man', 7)).toBe(true);
    expect(isTraitAvailable(T(1001), 'Guardian', 'Man', 6)).toBe(false);
    expect(isTraitAvailable(T(1201), 'Guardian', 'Man', 12)).toBe(true);
    expect(isTraitAvailable(T(1201), 'Hunter', 'Man', 50)).toBe(false);
    expect(isTraitAvailable(T(1101), 'Guardian', 'Dwarf', 50)).toBe(false);
    expect(isTraitAvailable(T(1101), 'Guardian', 'man', 50)).toBe(true);
  });

  it("a race's virtue rank bonuses, for its race info", () => {
    expect(raceVirtueRankBonuses(TRAITS, 'Man')).toEqual([{ traitId: 1101, traitName: 'Balance of Man', virtueId: 1001, virtueName: 'Valour', ranks: 1 }]);
    expect(raceVirtueRankBonuses(TRAITS, 'dwarf')).toEqual([{ traitId: 1103, traitName: 'Stone-heart', virtueId: 1002, virtueName: 'Loyalty', ranks: 1 }]);
    expect(raceVirtueRankBonuses(TRAITS, 'Elf')).toEqual([]);
    expect(raceVirtueRankBonuses(TRAITS, 'Orc')).toEqual([]);
  });
});
