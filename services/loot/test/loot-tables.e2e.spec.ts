// GET /api/loot/boss-tables, /boss-tables/{mobId}, /boss-tables/search and the boss portraits against the seeded
// sample world.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { LootBossSchema, LootBossSearchResultSchema, LootTablesSchema } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { bootLoot, sampleWorld } from './support/loot-app.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

describe('loot boss tables', () => {
  let app: NestExpressApplication;
  const world = sampleWorld();
  const http = () => request(app.getHttpServer());
  const npcName = (id: number) => world.npcs.find((n) => n.id === id)!.name;

  beforeAll(async () => {
    app = await bootLoot();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/loot/boss-tables: every instance with its bosses, counts and drops, in the request language', async () => {
    const res = await http().get('/api/loot/boss-tables').set('Accept-Language', 'de').expect(200);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const { instances } = answerOf(LootTablesSchema, res.body);
    expect(instances).toHaveLength(world.lootInstances.length);
    expect(instances.reduce((n, i) => n + i.totalBosses, 0)).toBe(world.lootBosses.length);
    for (const instance of instances) {
      const source = world.lootInstances.find((i) => i.id === instance.instanceId)!;
      const bosses = world.lootBosses.filter((b) => b.instanceId === source.id);
      expect(instance).toMatchObject({
        instanceName: source.name.en,
        localizedInstanceName: source.name.de,
        totalBosses: bosses.length,
        bossesWithLoot: bosses.filter((b) => b.guaranteedDrops.length > 0).length,
      });
      // Bosses by level, then id.
      const levels = instance.bosses.map((b) => b.level);
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
    }
    // Instances by their level range.
    const mins = instances.map((i) => i.levelMin);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));

    const withLoot = world.lootBosses.find((b) => b.guaranteedDrops.length >= 2)!;
    const boss = instances.flatMap((i) => i.bosses).find((b) => b.mobId === withLoot.mobId)!;
    const item = world.items.find((i) => i.id === withLoot.guaranteedDrops[0]!.itemId)!;
    expect(boss).toMatchObject({
      bossName: npcName(withLoot.mobId).en,
      localizedBossName: npcName(withLoot.mobId).de,
      location: withLoot.location?.en ?? null,
      localizedLocation: withLoot.location?.de ?? null,
      level: withLoot.level,
      hasLoot: true,
      totalGuaranteedItems: withLoot.guaranteedDrops.length,
    });
    expect(boss.guaranteedDrops.map((d) => [d.itemId, d.dropChance])).toEqual(withLoot.guaranteedDrops.map((d) => [d.itemId, d.dropChance]));
    expect(boss.guaranteedDrops[0]).toMatchObject({ itemName: item.name.en, localizedItemName: item.name.de });

    const without = instances.flatMap((i) => i.bosses).find((b) => !b.hasLoot)!;
    expect(without).toMatchObject({ totalGuaranteedItems: 0, guaranteedDrops: [] });
  });

  it('GET /api/loot/boss-tables/{mobId}: one boss; 404 for another id; 400 for a malformed one', async () => {
    const source = world.lootBosses[3]!;
    const boss = answerOf(LootBossSchema, (await http().get(`/api/loot/boss-tables/${source.mobId}`).set('Accept-Language', 'ru').expect(200)).body);
    expect(boss).toMatchObject({ mobId: source.mobId, localizedBossName: npcName(source.mobId).ru, totalGuaranteedItems: source.guaranteedDrops.length });

    expectProblem(await http().get('/api/loot/boss-tables/999999'), { status: 404, code: 'loot.bossNotFound', params: { id: 999999 }, detail: 'Boss 999999 not found' });
    for (const [id, code, detail] of [
      ['abc', 'field.positiveInteger', 'mobId must be a positive integer'],
      ['0', 'field.positiveInteger', 'mobId must be a positive integer'],
      ['1e3', 'field.positiveInteger', 'mobId must be a positive integer'],
      ['-4', 'field.positiveInteger', 'mobId must be a positive integer'],
      ['2147483648', 'field.atMost', 'mobId must be at most 2147483647'],
    ]) {
      expectProblem(await http().get(`/api/loot/boss-tables/${id}`), { status: 400, code, detail });
    }
  });

  describe('GET /api/loot/boss-tables/search', () => {
    const search = async (query: string, lang = 'en') =>
      answerOf(LootBossSearchResultSchema, (await http().get(`/api/loot/boss-tables/search?${query}`).set('Accept-Language', lang).expect(200)).body);

    it('finds bosses by part of a name in any language, any case and accents', async () => {
      const target = world.lootBosses.find((b) => /[úûâ]/.test(npcName(b.mobId).en)) ?? world.lootBosses[0]!;
      const name = npcName(target.mobId);
      const part = name.en.slice(1, 5);
      const byPart = await search(`search=${encodeURIComponent(part.toUpperCase())}`);
      expect(byPart.bosses.map((b) => b.mobId)).toContain(target.mobId);
      expect(byPart.totalCount).toBe(byPart.bosses.length);
      const expected = world.lootBosses.filter((b) =>
        Object.values(npcName(b.mobId)).some((n) => n.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(part.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())),
      );
      expect(byPart.bosses.map((b) => b.mobId).sort()).toEqual(expected.map((b) => b.mobId).sort());

      const russian = await search(`search=${encodeURIComponent(name.ru.toLowerCase())}`, 'fr');
      expect(russian.bosses.map((b) => b.mobId)).toEqual([target.mobId]);
      expect(russian.bosses[0]).toMatchObject({ localizedBossName: name.fr, hasLoot: target.guaranteedDrops.length > 0 });
      expect(russian.bosses[0]).not.toHaveProperty('guaranteedDrops');
      expect(russian.bosses[0]!.localizedLocation).toBe(target.location?.fr ?? null);

      const unaccented = npcName(target.mobId).en.normalize('NFD').replace(/\p{M}/gu, '');
      expect((await search(`search=${encodeURIComponent(unaccented)}`)).bosses.map((b) => b.mobId)).toContain(target.mobId);
    });

    it('narrows to an instance by its name in any language or its id', async () => {
      const instance = world.lootInstances[1]!;
      const ids = world.lootBosses.filter((b) => b.instanceId === instance.id).map((b) => b.mobId).sort();
      for (const value of [instance.name.en.toUpperCase(), instance.name.de, instance.name.ru, String(instance.id)]) {
        const found = await search(`instance=${encodeURIComponent(value)}`);
        expect(found.bosses.map((b) => b.mobId).sort()).toEqual(ids);
        expect(found.bosses.every((b) => b.instanceName === instance.name.en)).toBe(true);
      }
      expect((await search('instance=Nowhere')).bosses).toEqual([]);
    });

    it('answers every boss without parameters and nothing for a name no boss has', async () => {
      expect((await search('')).totalCount).toBe(world.lootBosses.length);
      expect((await search('search=%20%20')).totalCount).toBe(world.lootBosses.length);
      expect(await search('search=zzzzqqq')).toEqual({ bosses: [], totalCount: 0 });
    });

    it('refuses a search that is too long or given twice', async () => {
      const refused = async (query: string, detail: string) =>
        expectProblem(await http().get(`/api/loot/boss-tables/search?${query}`), { status: 400, code: 'request.invalid', detail });
      await refused(`search=${'a'.repeat(101)}`, 'search must be at most 100 characters');
      await refused('search=a&search=b', 'search must be a text');
      await refused('instance[a]=1', 'property instance[a] should not exist');
    });
  });

  describe('GET /api/icons/bosses/{name}.png', () => {
    it('draws a boss of the tables named in any of its languages, the same picture each time', async () => {
      const name = npcName(world.lootBosses[0]!.mobId);
      const english = await http().get(`/api/icons/bosses/${encodeURIComponent(name.en)}.png`).expect(200);
      expect(english.headers['content-type']).toBe('image/png');
      const russian = await http().get(`/api/icons/bosses/${encodeURIComponent(name.ru.toUpperCase())}.png`).expect(200);
      expect(russian.headers.etag).toBe(english.headers.etag);
    });

    it('400 for a file that is not a name with .png or a name too long, 404 for a name no boss has', async () => {
      expectProblem(await http().get('/api/icons/bosses/Skorgrim.gif'), {
        status: 400, code: 'loot.portrait', params: {}, detail: 'portrait must be a boss name followed by .png (e.g. Skorgrím.png)',
      });
      expectProblem(await http().get(`/api/icons/bosses/${'a'.repeat(101)}.png`), {
        status: 400, code: 'loot.bossNameLength', params: { max: 100 }, detail: 'a boss name has at most 100 characters',
      });
      expectProblem(await http().get('/api/icons/bosses/Nobody.png'), { status: 404, code: 'loot.noBossNamed', params: { name: 'Nobody' }, detail: "No boss named 'Nobody'" });
      expectProblem(await http().get('/api/icons/bosses/Nobody.png').set('Accept-Language', 'de'), {
        status: 404, code: 'loot.noBossNamed', detail: "Kein Boss mit dem Namen 'Nobody'",
      });
    });
  });
});
