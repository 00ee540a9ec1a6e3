import { EQUIPMENT_SLOTS } from '@eoa/contracts';
import { CLASSES, itemById } from '../testing/rules.fixture.js';
import { comparisonScore, comparisonSlot } from './compare.js';
import { checkEquip, clearEquipment, equipItem, equippedSlotCount, swapSlots, unequipSlot, type EquipContext, type Equipment } from './equip.js';
import { doubleClickSlot, slotsForItem } from './slots.js';
import { isOneHanded, isShield, isTwoHanded } from './weapons.js';

const guardian: EquipContext = { className: 'Guardian', level: 50 };
const ctx = (className: string, level = 50, withInfo = true): EquipContext => ({
  className,
  level,
  classInfo: withInfo ? CLASSES.find((c) => c.id === className.toLowerCase()) ?? null : null,
});
const none: Equipment = {};
const I = itemById;

describe('slot mapping (spec 1 §5)', () => {
  it.each([
    ['ring', ['ring1', 'ring2']],
    ['earring', ['earring1', 'earring2']],
    ['bracelet', ['bracelet1', 'bracelet2']],
    ['shield', ['offHand']],
    ['tool', ['craftingTool']],
    ['twoHand', ['mainHand']],
    ['mainHand', ['mainHand']],
    ['head', ['head']],
    ['pocket', ['pocket']],
  ] as const)('%s → %j', (slot, slots) => {
    expect(slotsForItem({ slot })).toEqual(slots);
  });

  it('items that are not equipment have no slot', () => {
    expect(slotsForItem({ slot: null })).toEqual([]);
    expect(slotsForItem({ slot: 'hat' as never })).toEqual([]);
  });

  it('double-click: the first empty slot of the group, otherwise the first slot', () => {
    expect(doubleClickSlot(I(2005), {})).toBe('ring1');
    expect(doubleClickSlot(I(2005), { ring1: I(2004) })).toBe('ring2');
    expect(doubleClickSlot(I(2005), { ring1: I(2004), ring2: I(2020) })).toBe('ring1');
    expect(doubleClickSlot(I(2006), {})).toBe('offHand');
    expect(doubleClickSlot(I(2018), {})).toBeNull();
  });
});

describe('weapon kinds', () => {
  it('one-handed: ONE_HANDED types and daggers; not two-handed, staff, spear, halberd, bow, crossbow; else a main-hand weapon', () => {
    expect(isOneHanded(I(2007))).toBe(true); // ONE_HANDED_SWORD
    expect(isOneHanded(I(2010))).toBe(true); // DAGGER
    expect(isOneHanded(I(2017))).toBe(true); // ONE_HANDED_CLUB
    for (const id of [2008, 2009, 2016, 2022, 2011]) expect(isOneHanded(I(id))).toBe(false);
    expect(isOneHanded({ slot: 'ranged', weaponType: 'CROSSBOW' })).toBe(false);
    expect(isOneHanded({ slot: 'mainHand', weaponType: 'JAVELIN' })).toBe(true);
    expect(isOneHanded({ slot: 'ranged', weaponType: 'JAVELIN' })).toBe(false);
  });

  it('two-handed: the twoHand slot, two-handed types, staff, halberd (a spear is not)', () => {
    expect(isTwoHanded(I(2008))).toBe(true);
    expect(isTwoHanded(I(2009))).toBe(true);
    expect(isTwoHanded(I(2022))).toBe(true);
    expect(isTwoHanded(I(2016))).toBe(false);
    expect(isTwoHanded({ slot: 'mainHand', weaponType: 'TWO_HANDED_AXE' })).toBe(true);
  });

  it('shields by slot, weapon type or item class', () => {
    expect(isShield(I(2006))).toBe(true);
    expect(isShield(I(2026))).toBe(true);
    expect(isShield({ slot: 'offHand', weaponType: null, itemClass: 'HEAVY_SHIELD' })).toBe(true);
    expect(isShield(I(2007))).toBe(false);
  });
});

describe('checkEquip: the spec messages', () => {
  it("not equipment: 'Cannot equip this item'", () => {
    expect(checkEquip(guardian, none, I(2018), 'pocket')).toBe('Cannot equip this item');
  });

  it("minimum level: 'Requires level {n}'", () => {
    expect(checkEquip({ ...guardian, level: 44 }, none, I(2013), 'necklace')).toBe('Requires level 45');
    expect(checkEquip({ ...guardian, level: 45 }, none, I(2013), 'necklace')).toBeNull();
  });

  it("required class: 'Requires {class} class' (compared case-insensitively)", () => {
    expect(checkEquip(guardian, none, I(2015), 'gloves')).toBe('Requires Burglar class');
    expect(checkEquip({ className: 'BURGLAR', level: 50 }, none, I(2015), 'gloves')).toBeNull();
    expect(checkEquip(guardian, none, { ...I(2015), requiredClass: 'lore-master', requiredClassName: null }, 'gloves')).toBe('Requires Lore-master class');
  });

  it("slot mismatch: 'Invalid slot for this item'", () => {
    expect(checkEquip(guardian, none, I(2001), 'chest')).toBe('Invalid slot for this item');
    expect(checkEquip(guardian, none, I(2006), 'mainHand')).toBe('Invalid slot for this item');
    expect(checkEquip(guardian, none, I(2008), 'offHand')).toBe('Invalid slot for this item');
    expect(checkEquip(guardian, none, I(2014), 'craftingTool')).toBeNull();
  });

  it("unique: 'Unique item already equipped' (another slot holds it)", () => {
    const worn: Equipment = { ring1: I(2004) };
    expect(checkEquip(guardian, worn, I(2004), 'ring2')).toBe('Unique item already equipped');
    expect(checkEquip(guardian, worn, I(2004), 'ring1')).toBeNull();
    expect(checkEquip(guardian, { ring1: I(2005) }, I(2005), 'ring2')).toBeNull(); // not unique
  });

  it('the off-hand is refused while a two-handed weapon is in the main hand', () => {
    expect(checkEquip(guardian, { mainHand: I(2008) }, I(2006), 'offHand')).toBe('Cannot equip this item');
    expect(checkEquip(ctx('champion'), { mainHand: I(2022) }, I(2010), 'offHand')).toBe('Cannot equip this item');
  });
});

describe('dual wielding per class', () => {
  const dagger = I(2010);
  const sword = I(2007);

  it('champion: always', () => {
    expect(checkEquip(ctx('Champion', 1), none, dagger, 'offHand')).toBeNull();
  });

  it("burglar: from level 10 ('Burglar requires level 10 for dual wielding')", () => {
    expect(checkEquip(ctx('Burglar', 9), none, dagger, 'offHand')).toBe('Burglar requires level 10 for dual wielding');
    expect(checkEquip(ctx('Burglar', 10), none, dagger, 'offHand')).toBeNull();
    expect(checkEquip(ctx('Burglar', 9, false), none, dagger, 'offHand')).toBe('Burglar requires level 10 for dual wielding');
  });

  it("lore-master: one-handed swords only ('Lore-master can only equip 1h swords in off-hand')", () => {
    expect(checkEquip(ctx('Lore-master'), none, sword, 'offHand')).toBeNull();
    expect(checkEquip(ctx('Lore-master'), none, dagger, 'offHand')).toBe('Lore-master can only equip 1h swords in off-hand');
    expect(checkEquip(ctx('lore-master', 50, false), none, I(2017), 'offHand')).toBe('Lore-master can only equip 1h swords in off-hand');
  });

  it('lore-master: a staff keeps the off-hand, and a one-handed sword may join a staff', () => {
    const lm = ctx('Lore-master');
    expect(checkEquip(lm, { mainHand: I(2009) }, sword, 'offHand')).toBeNull();
    const r = equipItem(lm, { offHand: sword }, I(2009), 'mainHand');
    expect(r).toEqual({ ok: true, equipment: { offHand: sword, mainHand: I(2009) }, slot: 'mainHand', cleared: [] });
    // a two-handed sword still clears it
    const r2 = equipItem(lm, { offHand: sword }, I(2008), 'mainHand');
    expect(r2.ok && r2.cleared).toEqual(['offHand']);
  });

  it("hunter: only with the Dual Wielding class trait at or above its level ('This class cannot dual wield')", () => {
    expect(checkEquip(ctx('Hunter', 14), none, dagger, 'offHand')).toBe('This class cannot dual wield');
    expect(checkEquip(ctx('Hunter', 15), none, dagger, 'offHand')).toBeNull();
    expect(checkEquip(ctx('Hunter', 50, false), none, dagger, 'offHand')).toBe('This class cannot dual wield');
    // the class trait list alone is enough, whatever the class data says
    const byTrait: EquipContext = { className: 'Minstrel', level: 20, classInfo: { dualWield: 'never', classTraits: [{ traitId: 1, traitName: 'Dual Wielding', minLevel: 20 }] } };
    expect(checkEquip(byTrait, none, dagger, 'offHand')).toBeNull();
    expect(checkEquip({ ...byTrait, level: 19 }, none, dagger, 'offHand')).toBe('This class cannot dual wield');
  });

  it('guardian, captain, minstrel: cannot dual wield', () => {
    for (const c of ['Guardian', 'Captain', 'Minstrel']) expect(checkEquip(ctx(c), none, sword, 'offHand')).toBe('This class cannot dual wield');
  });

  it('weapons that are not one-handed never go to the off-hand', () => {
    expect(checkEquip(ctx('Champion'), none, I(2016), 'offHand')).toBe('Invalid slot for this item'); // spear
  });
});

describe('equip, unequip, swap, clear all', () => {
  it('equips without mutating; a two-handed weapon clears the off-hand', () => {
    const before: Equipment = { offHand: I(2006) };
    const r = equipItem(guardian, before, I(2008), 'mainHand');
    expect(r).toEqual({ ok: true, equipment: { offHand: null, mainHand: I(2008) }, slot: 'mainHand', cleared: ['offHand'] });
    expect(before.offHand).toBe(I(2006));
    expect(equipItem(guardian, before, I(2015), 'gloves')).toEqual({ ok: false, error: 'Requires Burglar class' });
  });

  it('unequip clears the slot; clear all empties the 19 slots', () => {
    expect(unequipSlot({ head: I(2001) }, 'head')).toEqual({ head: null });
    const empty = clearEquipment();
    expect(Object.keys(empty)).toEqual([...EQUIPMENT_SLOTS]);
    expect(equippedSlotCount(empty)).toBe(0);
    expect(equippedSlotCount({ head: I(2001), ring1: I(2005), ring2: null })).toBe(2);
  });

  it('swap exchanges two slots when both items fit their new slot', () => {
    expect(swapSlots(guardian, { ring1: I(2004), ring2: I(2005) }, 'ring1', 'ring2')).toEqual({
      ok: true, equipment: { ring1: I(2005), ring2: I(2004) }, slot: 'ring2', cleared: [],
    });
    expect(swapSlots(guardian, { ring1: I(2004) }, 'ring1', 'ring2')).toMatchObject({ ok: true, equipment: { ring1: null, ring2: I(2004) } });
    expect(swapSlots(guardian, { head: I(2001), chest: I(2002) }, 'head', 'chest')).toEqual({ ok: false, error: 'Invalid slot for this item' });
    expect(swapSlots(guardian, { mainHand: I(2007), offHand: I(2006) }, 'mainHand', 'offHand')).toEqual({ ok: false, error: 'Invalid slot for this item' });
    expect(swapSlots(ctx('Champion'), { mainHand: I(2007), offHand: I(2010) }, 'mainHand', 'offHand')).toMatchObject({
      ok: true, equipment: { mainHand: I(2010), offHand: I(2007) },
    });
  });
});

describe('comparison against equipped items (spec 1 §9 weights)', () => {
  it('scores: primary ×2, morale and power ×0.5, armour ×1.5, others ×1', () => {
    // armour 300 × 1.5 = 450; might 15 × 2 = 30; vitality 19 × 2 = 38 → 518
    expect(comparisonScore(I(2001))).toBe(518);
    // armour 600 × 1.5 = 900; morale 120 × 0.5 = 60 → 960
    expect(comparisonScore(I(2002))).toBe(960);
    // fate 44 × 2 = 88; tactical crit 0.01 → 1 % × 1 → 89
    expect(comparisonScore(I(2004))).toBeCloseTo(89, 10);
  });

  it('compares with the lowest-scoring item of a two-slot group', () => {
    // ring1 2004 scores 89; ring2 2005: regen 1.5 + wound 2.1 = 3.6
    expect(comparisonSlot(I(2020), { ring1: I(2004), ring2: I(2005) })).toBe('ring2');
    expect(comparisonSlot(I(2020), { ring1: I(2004) })).toBe('ring1');
    expect(comparisonSlot(I(2020), {})).toBeNull();
    expect(comparisonSlot(I(2001), { head: I(2001) })).toBe('head');
  });
});
