// A small game world in the API's shapes for the builder page's tests: two classes, the four races, base
// stats for every level, five items (a helm, a two-handed sword, a shield, a ring of too high a level, a
// material), two virtues (Valour: might 10/20/30 by rank), a class trait of each of two classes; no sets.

import { CLASS_IDS, type BaseStats, type ClassInfo, type DataVersion, type Item, type ItemStat, type Progression, type RaceInfo, type Trait, type TraitSlots } from '@eoa/contracts';
import type { MockHandler } from '@eoa/ui/testing';

const stat = (name: string, value: number): ItemStat => ({ name, operator: 'ADD', value, constant: null, scalingId: null, isPercentage: false, displayName: name, displayValue: `+${value}` });

function item(id: number, name: string, over: Partial<Item>): Item {
  return {
    id, name, localizedName: name, icon: String(1000 + id), quality: 'rare', qualityName: 'Rare', slot: null, slotName: undefined, category: 'Armour',
    categoryName: 'Armour', weaponType: null, armourType: null, damageType: null, itemClass: 'HEAVY_ARMOUR', binding: 'none', isUnique: false, stackSize: 1,
    minLevel: 1, level: 10, requiredClass: null, minDamage: null, maxDamage: null, dps: null, attackSpeed: null, slayerValue: null, armour: 0,
    stats: [], effects: [], skillName: null, cooldownDuration: null, durability: null, sturdiness: null, setId: null, setName: null, description: null,
    ...over,
  };
}

export const HELM = item(1, 'Helm of Testing', { slot: 'head', slotName: 'Head', stats: [stat('might', 10)], armour: 100 });
export const GREATSWORD = item(2, 'Great Sword of Testing', { slot: 'twoHand', slotName: 'Two Hands', category: 'Weapon', categoryName: 'Weapon', weaponType: 'TWO_HANDED_SWORD', itemClass: 'TWO_HANDED_SWORD' });
export const SHIELD = item(3, 'Shield of Testing', { slot: 'shield', slotName: 'Off Hand', itemClass: 'HEAVY_SHIELD', armour: 300 });
export const HIGH_RING = item(4, 'Ring of the Future', { slot: 'ring', slotName: 'Ring', category: 'Item', categoryName: 'Item', minLevel: 60, level: 60 });
export const COAL = item(5, 'Coal', { category: 'Material', categoryName: 'Material', itemClass: 'MATERIAL', level: 1 });
export const ITEMS: Item[] = [HELM, GREATSWORD, SHIELD, HIGH_RING, COAL];

function classInfo(id: (typeof CLASS_IDS)[number]): ClassInfo {
  return {
    id, name: id, localizedName: id, description: '', allowedRaces: ['man', 'elf', 'dwarf', 'hobbit'], armourTypes: ['heavy'], weaponTypes: [],
    primaryStats: ['might'], dualWield: id === 'champion' ? 'always' : 'never', dualWieldMinLevel: null, iconId: 1, combatCharacteristics: [], classTraits: [],
  };
}
const race = (id: RaceInfo['id']): RaceInfo => ({ id, name: id, localizedName: id, description: '', allowedClasses: [...CLASS_IDS], startZoneId: 1, iconId: 1, virtueRankBonuses: [] });

const baseStats = (classId: (typeof CLASS_IDS)[number]): BaseStats[] =>
  Array.from({ length: 50 }, (_, i) => ({
    classId, level: i + 1, morale: 100 + 40 * i, power: 80 + 20 * i, might: 10 + 3 * i, agility: 10 + 2 * i, vitality: 10 + 2 * i, will: 10 + i, fate: 10 + i,
    armour: 0, inCombatMoraleRegen: 0, outOfCombatMoraleRegen: 0, inCombatPowerRegen: 0, outOfCombatPowerRegen: 0,
  }));

function trait(id: number, name: string, over: Partial<Trait>): Trait {
  return {
    id, name, localizedName: name, nature: 'Virtue', classId: null, raceId: null, iconId: 100 + id, minLevel: 1, maxRank: 1, tooltip: '', description: '',
    stats: [], skills: [], effects: [], virtueBonuses: [], tiers: [], ...over,
  };
}

/** Might by rank 1–3 through progression 1: 10, 20, 30. */
const MIGHT_BY_RANK: Progression = { id: 1, name: 'Valour might', indexedBy: 'rank', isPercentage: false, points: [10, 20, 30] };
export const VALOUR = trait(11, 'Valour', {
  maxRank: 3,
  stats: [{ name: 'might', operator: 'ADD', value: null, constant: null, scalingId: 1, isPercentage: false, displayName: 'Might', displayValue: '+10.0', rankValues: [10, 20, 30] }],
});
export const FIDELITY = trait(12, 'Fidelity', { maxRank: 3 });
export const GUARDIAN_TRAIT = trait(21, 'Shield Mastery', { nature: 'Class', classId: 'guardian', minLevel: 10 });
export const CHAMPION_TRAIT = trait(22, 'Blade Mastery', { nature: 'Class', classId: 'champion' });
export const TRAITS: Trait[] = [VALOUR, FIDELITY, GUARDIAN_TRAIT, CHAMPION_TRAIT];

const version: DataVersion = { version: 'Echoes of Angmar', fingerprint: 'test', details: { source: 'test', seededAt: null, manifestSha256: null, itemCount: ITEMS.length, counts: {} } };
const traitSlots: TraitSlots[] = Array.from({ length: 50 }, (_, i) => ({ level: i + 1, virtue: 5, racial: 3, class: 3, legendary: 2 }));

/** The builder's calls, answered from the fixture (for mockApi of @eoa/ui/testing). */
export function builderRoutes(): Record<string, MockHandler> {
  const routes: Record<string, MockHandler> = {
    'GET /api/character/classes/info': { body: CLASS_IDS.map(classInfo) },
    'GET /api/character/races/info': { body: (['man', 'elf', 'dwarf', 'hobbit'] as const).map(race) },
    'GET /api/progression': { body: { 1: MIGHT_BY_RANK } },
    'GET /api/trait': { body: TRAITS },
    'GET /api/set': { body: [] },
    'GET /api/trait/slots': { body: traitSlots },
    'GET /api/data/version': { body: version },
    'GET /api/items/batch': (request) => {
      const ids = (request.query.get('ids') ?? '').split(',').map(Number);
      return { body: { items: ITEMS.filter((item) => ids.includes(item.id)), missingIds: ids.filter((id) => !ITEMS.some((item) => item.id === id)) } };
    },
    'GET /api/items': (request) => {
      const page = Number(request.query.get('page') ?? 1);
      const size = Number(request.query.get('pageSize') ?? 50);
      return { body: { items: ITEMS.slice((page - 1) * size, page * size), totalCount: ITEMS.length, page, pageSize: size } };
    },
  };
  for (const id of CLASS_IDS) routes[`GET /api/character/stats/${id}`] = { body: baseStats(id) };
  return routes;
}
