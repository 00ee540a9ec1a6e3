// The loot tables in the request's language, worked out by hand for one dungeon of two bosses (one without loot).
import fc from 'fast-check';
import type { Localized } from '@eoa/contracts';
import type { RawBoss, RawInstance } from './boss-tables.loader.js';
import { presentBoss, presentBossSummary, presentInstance } from './boss-tables.presenter.js';

const L = (en: string, de = en, fr = en, ru = en): Localized => ({ en, de, fr, ru });

const ringleader: RawBoss = {
  mobId: 7001, name: L('Gorothlad', 'Gorothlad', 'Gorothlad', 'Горотлад'), location: L('Great Barrow, the Sward', 'Großes Hügelgrab, die Grasnarbe', 'Grands Galgals, la pelouse', 'Великий Курган, дёрн'),
  level: 24, instanceId: 3,
  drops: [
    { itemId: 1879048500, itemName: L('Barrow Ring', 'Hügelgrabring', 'Anneau des Galgals', 'Курганное кольцо'), dropChance: 100 },
    { itemId: 1879048501, itemName: L('Wight Blade', 'Grabunholdklinge', '', 'Клинок умертвия'), dropChance: 12.5 },
  ],
};
const thrall: RawBoss = { mobId: 7002, name: L('Thrall', 'Knecht', 'Serf', 'Раб'), location: null, level: 22, instanceId: 3, drops: [] };
const barrow: RawInstance = {
  id: 3, name: L('The Great Barrow', 'Das Große Hügelgrab', 'Les Grands Galgals', 'Великий Курган'), type: 'dungeon', levelMin: 20, levelMax: 26, size: '3-man',
  bosses: [ringleader, thrall],
};

describe('loot tables in the request language', () => {
  it('a boss summary: English and local names, its drops counted, its instance named', () => {
    expect(presentBossSummary(ringleader, barrow, 'de')).toEqual({
      mobId: 7001, bossName: 'Gorothlad', localizedBossName: 'Gorothlad', location: 'Great Barrow, the Sward', localizedLocation: 'Großes Hügelgrab, die Grasnarbe',
      level: 24, hasLoot: true, totalGuaranteedItems: 2, instanceId: 3, instanceName: 'The Great Barrow', localizedInstanceName: 'Das Große Hügelgrab',
    });
    expect(presentBossSummary(thrall, barrow, 'ru')).toMatchObject({ localizedBossName: 'Раб', location: null, localizedLocation: null, hasLoot: false, totalGuaranteedItems: 0 });
  });

  it('a boss with its guaranteed drops; a missing translation falls back to English', () => {
    expect(presentBoss(ringleader, barrow, 'fr').guaranteedDrops).toEqual([
      { itemId: 1879048500, itemName: 'Barrow Ring', localizedItemName: 'Anneau des Galgals', dropChance: 100 },
      { itemId: 1879048501, itemName: 'Wight Blade', localizedItemName: 'Wight Blade', dropChance: 12.5 },
    ]);
  });

  it('an instance: every boss in stored order, how many there are and how many drop loot', () => {
    const instance = presentInstance(barrow, 'ru');
    expect(instance).toMatchObject({
      instanceId: 3, instanceName: 'The Great Barrow', localizedInstanceName: 'Великий Курган', type: 'dungeon', levelMin: 20, levelMax: 26, size: '3-man',
      totalBosses: 2, bossesWithLoot: 1,
    });
    expect(instance.bosses.map((b) => b.mobId)).toEqual([7001, 7002]);
    expect(instance.bosses[0]).toEqual(presentBoss(ringleader, barrow, 'ru'));
  });

  it('counts hold for any bosses: totalBosses, bossesWithLoot and each totalGuaranteedItems', () => {
    const drop = fc.record({ itemId: fc.integer({ min: 1 }), itemName: fc.constant(L('Item')), dropChance: fc.double({ min: 0.1, max: 100, noNaN: true }) });
    const boss = fc.record({
      mobId: fc.integer({ min: 1 }), name: fc.constant(L('Boss')), location: fc.constant(null), level: fc.integer({ min: 1, max: 50 }), instanceId: fc.constant(1),
      drops: fc.array(drop, { maxLength: 6 }),
    });
    fc.assert(
      fc.property(fc.array(boss, { maxLength: 8 }), fc.constantFrom('en', 'de', 'fr', 'ru' as const), (bosses, lang) => {
        const presented = presentInstance({ ...barrow, bosses }, lang);
        expect(presented.totalBosses).toBe(bosses.length);
        expect(presented.bossesWithLoot).toBe(bosses.filter((b) => b.drops.length > 0).length);
        expect(presented.bosses.map((b) => b.totalGuaranteedItems)).toEqual(bosses.map((b) => b.drops.length));
        expect(presented.bosses.map((b) => b.guaranteedDrops.map((d) => d.dropChance))).toEqual(bosses.map((b) => b.drops.map((d) => d.dropChance)));
      }),
    );
  });
});
