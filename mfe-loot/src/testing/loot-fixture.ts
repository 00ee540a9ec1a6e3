// A small loot world for the page's tests: two instances (Sarnúr with a boss with loot and one without, the Great
// Barrows with one), their bosses' drops and the items of those drops, answered through mockApi.
import type { Item, LootBoss, LootBossSummary, LootInstance } from '@eoa/contracts';
import type { MockHandler } from '@eoa/ui/testing';

const summary = (mobId: number, name: string, instanceId: number, drops: number, level = 20): LootBossSummary => ({
  mobId,
  bossName: name,
  localizedBossName: name,
  location: drops ? `${name}'s Hall` : null,
  localizedLocation: drops ? `${name}'s Hall` : null,
  level,
  hasLoot: drops > 0,
  totalGuaranteedItems: drops,
  instanceId,
  instanceName: instanceId === 1 ? 'Sarnúr' : 'The Great Barrows',
  localizedInstanceName: instanceId === 1 ? 'Sarnúr' : 'The Great Barrows',
});

const boss = (s: LootBossSummary, drops: [number, number][]): LootBoss => ({
  ...s,
  guaranteedDrops: drops.map(([itemId, dropChance]) => ({ itemId, itemName: `Item ${itemId}`, localizedItemName: `Item ${itemId}`, dropChance })),
});

const skorgrim = boss(summary(11, 'Skorgrím', 1, 3, 12), [
  [101, 100],
  [102, 37.46],
  [103, 12],
]);
export const drugoth = boss(summary(12, 'Drugoth', 1, 0, 17), []);
const thadur = boss(summary(21, 'Thadúr', 2, 1, 25), [[104, 80]]);

const instance = (instanceId: number, name: string, bosses: LootBoss[]): LootInstance => ({
  instanceId,
  instanceName: name,
  localizedInstanceName: name,
  type: 'dungeon',
  levelMin: 10,
  levelMax: 20,
  size: 'FELLOWSHIP',
  totalBosses: bosses.length,
  bossesWithLoot: bosses.filter((b) => b.hasLoot).length,
  bosses,
});

const item = (id: number, name: string, quality: string, slot: string, requiredClass: string | null = null): Item =>
  ({
    id, name, localizedName: name, icon: String(1000 + id), quality, qualityName: quality, slot, slotName: slot, category: 'Armour',
    weaponType: null, armourType: null, damageType: null, itemClass: 'Armour', binding: 'BindOnAcquire', isUnique: false, stackSize: 1,
    minLevel: 10, level: 12, requiredClass, minDamage: null, maxDamage: null, dps: null, attackSpeed: null, slayerValue: null, armour: 120,
    stats: [{ name: 'might', operator: 'ADD', value: 10, constant: null, scalingId: null, isPercentage: false, displayName: 'Might', displayValue: '+10' }],
    effects: [], skillName: null, cooldownDuration: null, durability: null, sturdiness: null, setId: null, setName: 'Sarnúr Raiment', description: null,
  }) as Item;

const items: Record<number, Item> = {
  101: item(101, 'Helm of the Deep', 'RARE', 'HEAD', 'guardian'),
  102: item(102, 'Stone-cutter Gloves', 'UNCOMMON', 'HANDS'),
  103: item(103, 'Ring of Sarnúr', 'EPIC', 'FINGER', 'hunter'),
  104: item(104, 'Barrow Blade', 'INCOMPARABLE', 'MAIN_HAND'),
};

export function lootRoutes(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    'GET /api/loot/boss-tables': { body: { instances: [instance(1, 'Sarnúr', [skorgrim, drugoth]), instance(2, 'The Great Barrows', [thadur])] } },
    'GET /api/loot/boss-tables/11': { body: skorgrim },
    'GET /api/loot/boss-tables/21': { body: thadur },
    'GET /api/loot/boss-tables/search': (request) => {
      const q = (request.query.get('search') ?? '').toLowerCase();
      const bosses = [skorgrim, drugoth, thadur].filter((b) => b.bossName.toLowerCase().includes(q)).map(({ guaranteedDrops: _drops, ...rest }) => rest);
      return { body: { bosses, totalCount: bosses.length } };
    },
    'GET /api/items/batch': (request) => {
      const ids = (request.query.get('ids') ?? '').split(',').map(Number);
      return { body: { items: ids.filter((id) => items[id]).map((id) => items[id]), missingIds: ids.filter((id) => !items[id]) } };
    },
    'GET /api/items/101/dropsources': { body: [{ sourceType: 0, mobName: 'Skorgrím', localizedMobName: 'Skorgrím', dropChance: 100, location: 'Sarnúr' }] },
    ...overrides,
  };
}
