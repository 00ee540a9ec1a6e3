// A tiny hand-made world for the tests (not built into dist): every number is chosen so the expected
// totals can be worked out by hand in the tests.

import { CLASS_IDS, CLASS_RACES, type BaseStats, type ClassInfo, type Item, type ItemSet, type ItemStat, type Progression, type Trait, type StatOperator, type TraitSlots } from '@eoa/contracts';
import type { RulesCombatCharacteristic, RulesData } from '../stats/engine.js';

export function constant(name: string, value: number, isPercentage = false, operator: StatOperator = 'ADD'): ItemStat {
  return { name, operator, value, constant: value, scalingId: null, isPercentage };
}
export function scaled(name: string, scalingId: number, isPercentage = false): ItemStat {
  return { name, operator: 'ADD', value: null, constant: null, scalingId, isPercentage };
}

export const PROGRESSIONS: Progression[] = [
  { id: 1, name: 'virtue:Valour:might', indexedBy: 'rank', isPercentage: false, points: [10, 20, 30, 40, 50] },
  { id: 2, name: 'virtue:Valour:commonMitigation', indexedBy: 'rank', isPercentage: true, points: [0.005, 0.01, 0.015, 0.02, 0.025] },
  // Item level L gives 2 × L.
  { id: 3, name: 'itemLevel:agility', indexedBy: 'level', isPercentage: false, points: Array.from({ length: 50 }, (_, i) => 2 * (i + 1)) },
  { id: 4, name: 'racial:man:morale', indexedBy: 'rank', isPercentage: false, points: [24, 48] },
  { id: 5, name: 'class:guardian:icpr', indexedBy: 'rank', isPercentage: false, points: [0.5, 1] },
];

/** Base stats of every class at level L: might 4L, agility 2L, vitality 3L, will 2L, fate 2L, morale 40L, power 20L, armour 10L. */
export const BASE_STATS: BaseStats[] = CLASS_IDS.flatMap((classId) =>
  Array.from({ length: 50 }, (_, i) => {
    const L = i + 1;
    return {
      classId, level: L, might: 4 * L, agility: 2 * L, vitality: 3 * L, will: 2 * L, fate: 2 * L, morale: 40 * L, power: 20 * L,
      armour: 10 * L, inCombatMoraleRegen: 128, outOfCombatMoraleRegen: 300, inCombatPowerRegen: 120, outOfCombatPowerRegen: 240,
    };
  }),
);

export const COMBAT_CHARACTERISTICS: RulesCombatCharacteristic[] = [
  { id: 1, classId: 'guardian', rank: 1, requiredLevel: 5, stat: 'blockChance', value: 0.5 },
  { id: 2, classId: 'guardian', rank: 2, requiredLevel: 20, stat: 'blockChance', value: 0.6 },
  { id: 3, classId: 'guardian', rank: 3, requiredLevel: 45, stat: 'blockChance', value: 0.7 },
  { id: 4, classId: 'guardian', rank: 1, requiredLevel: 10, stat: 'parryChance', value: 0.4 },
  { id: 5, classId: 'hunter', rank: 1, requiredLevel: 5, stat: 'rangedCritical', value: 1 },
];

function trait(t: Partial<Trait> & Pick<Trait, 'id' | 'nature' | 'stats'>): Trait {
  return {
    name: `Trait ${t.id}`, classId: null, raceId: null, iconId: 1, minLevel: 1, maxRank: 1, tooltip: '', description: '', skills: [], effects: [],
    virtueBonuses: [], tiers: [], ...t,
  };
}

export const TRAITS: Trait[] = [
  trait({ id: 1001, name: 'Valour', nature: 'Virtue', maxRank: 5, minLevel: 7, stats: [scaled('might', 1), scaled('commonMitigation', 2, true)] }),
  trait({ id: 1002, name: 'Loyalty', nature: 'Virtue', maxRank: 3, minLevel: 7, stats: [constant('vitality', 10)] }),
  trait({ id: 1003, name: 'Zeal', nature: 'Virtue', maxRank: 4, minLevel: 7, stats: [constant('agility', 4)] }),
  trait({ id: 1101, name: 'Balance of Man', nature: 'Racial', raceId: 'man', maxRank: 2, stats: [scaled('morale', 4)], virtueBonuses: [{ virtueId: 1001, ranks: 1 }] }),
  trait({ id: 1102, name: 'Endurance of Man', nature: 'AdditionalRacial', raceId: 'man', minLevel: 20, stats: [constant('outOfCombatMoraleRegen', 1.2)] }),
  trait({ id: 1103, name: 'Stone-heart', nature: 'Racial', raceId: 'dwarf', stats: [constant('vitality', 3)], virtueBonuses: [{ virtueId: 1002, ranks: 1 }] }),
  trait({ id: 1201, name: 'Shield Stance', nature: 'Class', classId: 'guardian', minLevel: 12, stats: [constant('blockChance', 0.02, true), constant('jumpHeight', 5)] }),
  trait({ id: 1202, name: 'Hardiness', nature: 'Class', classId: 'guardian', maxRank: 2, minLevel: 20, stats: [scaled('inCombatPowerRegen', 5)] }),
  trait({ id: 1203, name: 'Dual Wielding', nature: 'Class', classId: 'hunter', minLevel: 15, stats: [] }),
  trait({ id: 1401, name: 'Legendary Oath', nature: 'Legendary', classId: 'guardian', minLevel: 45, stats: [constant('might', 39), constant('morale', 250)] }),
];

function item(i: Partial<Item> & Pick<Item, 'id' | 'slot'>): Item {
  return {
    name: `Item ${i.id}`, icon: '1', quality: 'rare', category: 'Armour', weaponType: null, armourType: null, damageType: null, itemClass: 'HEAVY_ARMOUR',
    binding: 'none', isUnique: false, stackSize: 1, minLevel: 1, level: 50, requiredClass: null, minDamage: null, maxDamage: null, dps: null,
    attackSpeed: null, slayerValue: null, armour: null, stats: [], effects: [], skillName: null, cooldownDuration: null, durability: 100,
    sturdiness: 'normal', setId: null, description: null, ...i,
  };
}
const weapon = (id: number, slot: Item['slot'], weaponType: string, extra: Partial<Item> = {}): Item =>
  item({ id, slot, weaponType, itemClass: weaponType, category: 'Weapon', ...extra });

export const ITEMS: Item[] = [
  item({ id: 2001, slot: 'head', armour: 300, stats: [constant('might', 15), constant('vitality', 19)], setId: 1 }),
  item({ id: 2002, slot: 'chest', armour: 600, stats: [constant('morale', 120)], setId: 1 }),
  item({ id: 2003, slot: 'legs', level: 48, armour: 300, stats: [scaled('agility', 3)], setId: 1 }),
  item({ id: 2004, slot: 'ring', itemClass: 'RING', isUnique: true, stats: [constant('fate', 44), constant('tacticalCritical', 0.01, true)] }),
  item({ id: 2005, slot: 'ring', itemClass: 'RING', stats: [constant('inCombatMoraleRegen', 1.5), constant('resistanceWound', 0.021, true)] }),
  weapon(2006, 'shield', 'SHIELD', { armour: 800, stats: [constant('blockChance', 0.03, true)] }),
  weapon(2007, 'mainHand', 'ONE_HANDED_SWORD', { stats: [constant('meleeCritical', 0.02, true)] }),
  weapon(2008, 'twoHand', 'TWO_HANDED_SWORD'),
  weapon(2009, 'twoHand', 'STAFF'),
  weapon(2010, 'mainHand', 'DAGGER'),
  weapon(2011, 'ranged', 'BOW'),
  item({ id: 2012, slot: 'earring', itemClass: 'EARRING', stats: [constant('MIGHT', 10), constant('Resist_Additional_Resistance', 0.01), constant('jumpHeight', 99)] }),
  item({ id: 2013, slot: 'necklace', itemClass: 'NECKLACE', minLevel: 45, stats: [constant('threatGeneration', 0.05, true, 'SUBTRACT')] }),
  item({ id: 2014, slot: 'tool', itemClass: 'CRAFTING_TOOL', category: 'Tool' }),
  item({ id: 2015, slot: 'gloves', requiredClass: 'burglar', requiredClassName: 'Burglar', stats: [constant('agility', 5)] }),
  weapon(2016, 'mainHand', 'SPEAR'),
  weapon(2017, 'mainHand', 'ONE_HANDED_CLUB'),
  item({ id: 2018, slot: null, category: 'Food', itemClass: 'FOOD' }),
  item({ id: 2019, slot: 'boots', minLevel: 10, stats: [constant('vitality', 4)] }),
  item({ id: 2020, slot: 'ring', itemClass: 'RING', stats: [constant('fate', 5)], setId: 2 }),
  item({ id: 2021, slot: 'bracelet', itemClass: 'BRACELET', stats: [constant('power', 30)], setId: 2 }),
  weapon(2022, 'twoHand', 'HALBERD'),
  item({ id: 2023, slot: 'pocket', itemClass: 'POCKET', stats: [constant('outOfCombatPowerRegen', 2)] }),
  item({ id: 2024, slot: 'back', itemClass: 'CLOAK', armour: 100, stats: [constant('evadeChance', 0.015, true)] }),
  item({ id: 2025, slot: 'shoulders', stats: [constant('will', 6)] }),
  weapon(2026, 'shield', 'HEAVY_SHIELD', { armour: 1000 }),
];

export const ITEM_SETS: ItemSet[] = [
  {
    id: 1, name: "Guardian's Armour", level: 50, items: [2001, 2002, 2003],
    bonuses: [
      { requiredPieces: 3, stats: [constant('morale', 100), { ...constant('incomingHealing', 0.05), isPercentage: false }], effects: [] },
      { requiredPieces: 2, stats: [constant('might', 20)], effects: [] },
    ],
  },
  { id: 2, name: 'Band of the Wolf', level: 30, items: [2020, 2021], bonuses: [{ requiredPieces: 2, stats: [constant('fate', 10)], effects: [] }] },
];

const unlocks = (level: number, levels: number[]) => levels.filter((u) => level >= u).length;
export const TRAIT_SLOTS: TraitSlots[] = Array.from({ length: 50 }, (_, i) => {
  const level = i + 1;
  return {
    level,
    virtue: unlocks(level, [7, 15, 24, 32, 40]),
    racial: unlocks(level, [10, 18, 26, 34, 42]),
    class: unlocks(level, [12, 20, 28, 36, 44]),
    legendary: unlocks(level, [45, 50]),
  };
});

export const CLASSES: (Pick<ClassInfo, 'id' | 'allowedRaces' | 'dualWield' | 'dualWieldMinLevel'> & Partial<ClassInfo>)[] = CLASS_IDS.map((id) => ({
  id,
  allowedRaces: [...CLASS_RACES[id]],
  dualWield: id === 'champion' ? 'always' : id === 'burglar' ? 'level' : id === 'lore-master' ? 'oneHandedSwordOnly' : id === 'hunter' ? 'trait' : 'never',
  dualWieldMinLevel: id === 'burglar' ? 10 : id === 'hunter' ? 15 : null,
  classTraits: id === 'hunter' ? [{ traitId: 1203, traitName: 'Dual Wielding', minLevel: 15 }] : [],
}));

export const RULES: RulesData = {
  classes: CLASSES,
  baseStats: BASE_STATS,
  combatCharacteristics: COMBAT_CHARACTERISTICS,
  progressions: PROGRESSIONS,
  traits: TRAITS,
  itemSets: ITEM_SETS,
  items: ITEMS,
  traitSlots: TRAIT_SLOTS,
};

export const itemById = (id: number): Item => {
  const found = ITEMS.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};
