// GET /api/npcs* against the seeded sample world.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AggroTypeListSchema, NPC_RACES, NpcDetailSchema, NpcPageSchema, NpcRaceListSchema, NpcsOnMapSchema, type Localized, type NpcPage } from '@eoa/contracts';
import type { NpcRecord } from '@eoa/dataset';
import { badRequest, bootAtlas, fold, getAnswer, invalid, sampleWorld, type ProblemLine } from './support/atlas-app.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

const BREE_LAND = 268437603;

describe('atlas NPCs', () => {
  let app: NestExpressApplication;
  const world = sampleWorld();
  const http = () => request(app.getHttpServer());
  const mapName = (id: number) => world.maps.find((m) => m.id === id)!.name;
  const text = (key: string) => world.translations.find((t) => t.key === key)!.text;
  const hasQuests = (n: NpcRecord) => n.startsQuests.length > 0 || n.involvedQuests.length > 0;
  const byName = (npcs: NpcRecord[], lang: keyof Localized) => {
    const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    return [...npcs].sort((a, b) => collator.compare(a.name[lang], b.name[lang]) || a.id - b.id).map((n) => n.id);
  };
  const list = (query: string, lang = 'en') => getAnswer(NpcPageSchema, app, `/api/npcs?${query}`, 200, lang);
  const expectIds = async (query: string, filter: (n: NpcRecord) => boolean) => {
    const expected = byName(world.npcs.filter(filter), 'en');
    expect(expected.length).toBeGreaterThan(0);
    const page = await list(query);
    expect(page.npcs.map((n) => n.mobId)).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  };

  beforeAll(async () => {
    app = await bootAtlas();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  describe('GET /api/npcs', () => {
    it('answers every NPC (10000 a page by default) by name in the request language, precompressed', async () => {
      const res = await http().get('/api/npcs').set('Accept-Language', 'ru').set('Accept-Encoding', 'gzip').expect(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/Accept-Language/);
      const page = res.body as NpcPage;
      expect(page).toMatchObject({ totalCount: world.npcs.length, page: 1, pageSize: 10000, totalPages: 1 });
      expect(page.npcs.map((n) => n.mobId)).toEqual(byName(world.npcs, 'ru'));
      await http().get('/api/npcs').set('Accept-Language', 'ru').set('If-None-Match', res.headers.etag!).expect(304);
      const source = world.npcs.find((n) => n.race === 'dwarf' && hasQuests(n))!;
      expect(page.npcs.find((n) => n.mobId === source.id)).toEqual({
        mobId: source.id, name: source.name.en, localizedName: source.name.ru, race: 'dwarf', raceName: text('npcRace.dwarf').ru, aggro: source.aggro,
        aggroName: text(`aggro.${source.aggro}`).ru, level: source.level, hasQuests: true, zoneIds: source.zones, areaIds: source.areas,
      });
    });

    it('filters by map, race, aggro type, quests and name, and pages', async () => {
      await expectIds(`mapId=${BREE_LAND}`, (n) => n.zones.includes(BREE_LAND) || n.areas.includes(BREE_LAND) || n.spawns.some((s) => s.mapId === BREE_LAND));
      await expectIds('race=ORC', (n) => n.race === 'orc');
      await expectIds('aggro=aggressive&race=wolf', (n) => n.aggro === 'aggressive' && n.race === 'wolf');
      await expectIds('hasQuests=true', hasQuests);
      await expectIds('hasQuests=false&aggro=friendly', (n) => !hasQuests(n) && n.aggro === 'friendly');
      const target = world.npcs.find((n) => n.name.ru !== n.name.en)!;
      const part = target.name.ru.slice(1, 5);
      await expectIds(`search=${encodeURIComponent(part)}`, (n) => Object.values(n.name).some((name) => fold(name).includes(fold(part))));
      expect((await list('search=ab')).totalCount).toBe(world.npcs.length);
      const page = await list('pageSize=20&page=3&lang=de');
      expect(page).toMatchObject({ totalCount: world.npcs.length, page: 3, pageSize: 20, totalPages: Math.ceil(world.npcs.length / 20) });
      expect(page.npcs.map((n) => n.mobId)).toEqual(byName(world.npcs, 'de').slice(40, 60));
    });

    it('refuses bad filters: 400 request.invalid naming each bad parameter', async () => {
      const cases: [string, ProblemLine][] = [
        ['race=ent', invalid(`race must be one of: ${NPC_RACES.join(', ')}`, 'race field.oneOf')],
        ['aggro=angry', invalid('aggro must be one of: friendly, neutral, aggressive', 'aggro field.oneOf')],
        ['hasQuests=yes', invalid('hasQuests must be true or false', 'hasQuests field.boolean')],
        ['mapId=424242', invalid('mapId 424242 names no map (GET /maps)', 'mapId atlas.mapIdNoMap')],
        ['mapId=1e3', invalid('mapId must be a whole number', 'mapId field.wholeNumber')],
        ['pageSize=0', invalid('pageSize must be 1 or more', 'pageSize field.oneOrMore')],
        ['pageSize=20000', invalid('pageSize must not be greater than 10000', 'pageSize field.notGreaterThan')],
        ['page=-2', invalid('page must be 1 or more', 'page field.oneOrMore')],
        ['lang=es', invalid('lang must be one of: en, de, fr, ru', 'lang field.oneOf')],
        ['role=vendor', invalid('property role should not exist', 'role field.notAllowed')],
        ['race=ent&role=vendor', invalid(`race must be one of: ${NPC_RACES.join(', ')}; property role should not exist`, 'race field.oneOf', 'role field.notAllowed')],
      ];
      for (const [query, problem] of cases) expect([query, await badRequest(app, `/api/npcs?${query}`)]).toEqual([query, problem]);
      expectProblem(await http().get('/api/npcs?mapId=424242'), { status: 400, code: 'request.invalid', errors: [{ path: 'mapId', code: 'atlas.mapIdNoMap', params: { id: 424242 } }] });
    });
  });

  describe('GET /api/npcs/{id}', () => {
    it('answers the details with zones, areas, quests by name and numbered spawns', async () => {
      const source = world.npcs.find((n) => n.startsQuests.length > 1 && n.involvedQuests.length > 0) ?? world.npcs.find((n) => n.startsQuests.length > 1)!;
      const detail = await getAnswer(NpcDetailSchema, app, `/api/npcs/${source.id}?lang=fr`);
      const questRef = (id: number) => {
        const q = world.quests.find((x) => x.id === id)!;
        return { id, name: q.name.en, localizedName: q.name.fr, level: q.level, mapId: q.mapId };
      };
      const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
      const sorted = (ids: number[]) => ids.map(questRef).sort((a, b) => collator.compare(a.localizedName, b.localizedName) || a.id - b.id);
      expect(detail).toEqual({
        mobId: source.id, name: source.name.en, localizedName: source.name.fr, race: source.race, raceName: text(`npcRace.${source.race}`).fr,
        aggro: source.aggro, aggroName: text(`aggro.${source.aggro}`).fr, level: source.level, hasQuests: true, zoneIds: source.zones, areaIds: source.areas,
        zones: source.zones.map((id) => ({ mapId: id, name: mapName(id).fr })), areas: source.areas.map((id) => ({ mapId: id, name: mapName(id).fr })),
        location: source.location.fr, notes: source.notes?.fr ?? null, screenshotUrl: source.screenshotUrl,
        startsQuests: sorted(source.startsQuests), involvedQuests: sorted(source.involvedQuests),
        markers: source.spawns.map((s, i) => ({ index: i + 1, mapId: s.mapId, zone: mapName(s.mapId).fr, longitude: s.longitude, latitude: s.latitude, gameX: s.gameX, gameY: s.gameY })),
      });
    });

    it('gives notes and a picture when the NPC has them', async () => {
      const source = world.npcs.find((n) => n.notes !== null && n.screenshotUrl !== null) ?? world.npcs.find((n) => n.notes !== null)!;
      expect(await getAnswer(NpcDetailSchema, app, `/api/npcs/${source.id}`, 200, 'de')).toMatchObject({ notes: source.notes!.de, screenshotUrl: source.screenshotUrl });
    });

    it('answers 404 for an unknown NPC, 400 for a malformed id', async () => {
      expectProblem(await http().get('/api/npcs/424242'), { status: 404, code: 'atlas.npcNotFound', params: { id: 424242 }, detail: 'NPC 424242 not found' });
      expectProblem(await http().get('/api/npcs/424242').set('Accept-Language', 'ru'), { status: 404, code: 'atlas.npcNotFound', detail: 'NPC 424242 не найден' });
      // The id rule is server-kit's (IdParam): its English text is what is checked here.
      expect(await badRequest(app, '/api/npcs/-4')).toMatchObject({ status: 400, detail: 'id must be a positive integer' });
    });
  });

  describe('NPCs of a map, races and aggro types', () => {
    it('GET /api/npcs/map/{mapId}: the NPCs spawning there, each with its spawns there', async () => {
      const answer = await getAnswer(NpcsOnMapSchema, app, `/api/npcs/map/${BREE_LAND}`);
      const spawning = world.npcs.filter((n) => n.spawns.some((s) => s.mapId === BREE_LAND));
      expect(answer.mapId).toBe(BREE_LAND);
      expect(answer.npcs.map((n) => n.mobId)).toEqual(byName(spawning, 'en'));
      const first = spawning.find((n) => n.id === answer.npcs[0]!.mobId)!;
      expect(answer.npcs[0]!.markers).toEqual(
        first.spawns.flatMap((s, i) => (s.mapId === BREE_LAND ? [{ index: i + 1, mapId: BREE_LAND, zone: mapName(BREE_LAND).en, longitude: s.longitude, latitude: s.latitude, gameX: s.gameX, gameY: s.gameY }] : [])),
      );
      expectProblem(await http().get('/api/npcs/map/424242'), { status: 404, code: 'atlas.mapNotFound', params: { id: 424242 }, detail: 'Map 424242 not found' });
      expect(await badRequest(app, '/api/npcs/map/zero')).toMatchObject({ status: 400, detail: 'mapId must be a positive integer' });
    });

    it('GET /api/npcs/races: the races the data holds, by name; /aggro-types: the three types', async () => {
      const races = await getAnswer(NpcRaceListSchema, app, '/api/npcs/races?lang=de');
      const codes = [...new Set(world.npcs.map((n) => n.race))];
      expect(races.map((r) => r.code).sort()).toEqual(codes.sort());
      const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
      expect(races.map((r) => r.name)).toEqual(races.map((r) => r.name).sort((a, b) => collator.compare(a, b)));
      expect(races.find((r) => r.code === 'hobbit')).toEqual({ code: 'hobbit', name: text('npcRace.hobbit').de });
      expect(await getAnswer(AggroTypeListSchema, app, '/api/npcs/aggro-types', 200, 'fr')).toEqual(
        ['friendly', 'neutral', 'aggressive'].map((code) => ({ code, name: text(`aggro.${code}`).fr })),
      );
    });
  });
});
