// GET /api/quests* against the seeded sample world: every filter worked out here from the dataset's records.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { EXPANSION_ERAS, QuestCategoryListSchema, QuestChainSchema, QuestDetailSchema, QuestExpansionListSchema, QuestPageSchema, REPUTATIONS, type Localized, type QuestPage } from '@eoa/contracts';
import type { QuestRecord } from '@eoa/dataset';
import { badRequest, bootAtlas, fold, getAnswer, invalid, sampleWorld, type ProblemLine } from './support/atlas-app.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

const BREE_LAND = 268437603;

describe('atlas quests', () => {
  let app: NestExpressApplication;
  const world = sampleWorld();
  const http = () => request(app.getHttpServer());
  const mapOf = (id: number) => world.maps.find((m) => m.id === id)!;
  const questOf = (id: number) => world.quests.find((q) => q.id === id)!;
  const markerMaps = (q: QuestRecord) => [...new Set(q.objectives.flatMap((o) => o.markers.map((m) => m.mapId)))];

  /** The list order worked out here: book then chapter numbers when both names have a chapter, else by name; ties by id. */
  const listOrder = (quests: QuestRecord[], lang: keyof Localized) => {
    const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    const chapter = (name: string) => /(?:Chapter|Kapitel|chapitre|глава) (\d+)/.exec(name)?.[1];
    const book = (name: string) => Number(/(?:Book|Buch|Livre|Книга) (\d+)/.exec(name)?.[1]);
    return [...quests]
      .sort((a, b) => {
        const [na, nb] = [a.name[lang], b.name[lang]];
        const [ca, cb] = [chapter(na), chapter(nb)];
        if (ca && cb) return book(na) - book(nb) || Number(ca) - Number(cb) || collator.compare(na, nb) || a.id - b.id;
        return collator.compare(na, nb) || a.id - b.id;
      })
      .map((q) => q.id);
  };
  const list = (query: string, lang = 'en') => getAnswer(QuestPageSchema, app, `/api/quests?pageSize=10000&${query}`, 200, lang);
  const ids = (page: QuestPage) => page.quests.map((q) => q.id);
  const expectIds = async (query: string, filter: (q: QuestRecord) => boolean) => {
    const expected = listOrder(world.quests.filter(filter), 'en');
    expect(expected.length).toBeGreaterThan(0);
    const page = await list(query);
    expect(ids(page)).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  };

  beforeAll(async () => {
    app = await bootAtlas();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  describe('GET /api/quests', () => {
    it('answers 100 quests a page by default, by name, chapters as numbers', async () => {
      const res = await http().get('/api/quests').expect(200);
      expect(res.headers.vary).toMatch(/Accept-Language/);
      const page = res.body as QuestPage;
      expect(page).toMatchObject({ totalCount: world.quests.length, page: 1, pageSize: 100, totalPages: Math.ceil(world.quests.length / 100) });
      expect(ids(page)).toEqual(listOrder(world.quests, 'en').slice(0, 100));
      const third = await getAnswer(QuestPageSchema, app, '/api/quests?page=3&pageSize=50');
      expect(ids(third)).toEqual(listOrder(world.quests, 'en').slice(100, 150));
      expect((await getAnswer(QuestPageSchema, app, '/api/quests?page=400')).quests).toEqual([]);
    });

    it('sorts Book 1, Chapter 2 before Chapter 10, and Book 1 before Book 2, in every language', async () => {
      for (const lang of ['en', 'de', 'fr', 'ru'] as const) {
        const all = ids(await list('', lang));
        expect(all).toEqual(listOrder(world.quests, lang));
        const at = (book: number, chapter: number) => all.indexOf(world.quests.find((q) => q.name.en.startsWith(`Book ${book}, Chapter ${chapter}:`))!.id);
        expect(at(1, 2)).toBeLessThan(at(1, 10));
        expect(at(1, 9)).toBeLessThan(at(1, 10));
        expect(at(1, 14)).toBeLessThan(at(2, 1));
      }
    });

    it('presents a quest in the list as spec 2 §3 says, in the request language', async () => {
      const source = world.quests.find((q) => q.rewards.reputation && q.prerequisiteId && q.bestowerNpcId && q.areaId && q.mapId)!;
      const { quests } = await list(`search=${encodeURIComponent(source.name.fr)}`, 'fr');
      const npc = world.npcs.find((n) => n.id === source.bestowerNpcId)!;
      const category = world.questCategories.find((c) => c.id === source.categoryId)!;
      expect(quests.find((q) => q.id === source.id)).toEqual({
        id: source.id, name: source.name.en, localizedName: source.name.fr, level: source.level, mapId: source.mapId, category: source.categoryId,
        categoryName: category.name.fr, scope: source.scope, area: mapOf(source.areaId!).name.fr, areaId: source.areaId, zone: mapOf(source.zoneId!).name.fr,
        zoneId: source.zoneId, hasMarkers: true, markerMapIds: markerMaps(source), hasOverrides: false, isExcluded: false, bestowerNpcId: npc.id,
        bestowerNpcName: npc.name.fr, expansionEra: source.expansionEra, size: source.size, repeatable: source.repeatable,
        reputation: source.rewards.reputation!.faction, faction: source.faction, prerequisiteId: source.prerequisiteId, nextQuestId: source.nextQuestId,
      });
    });

    it('sends answers of 1000 quests or more precompressed, with a strong ETag and 304', async () => {
      const res = await http().get('/api/quests?pageSize=10000').set('Accept-Encoding', 'gzip').expect(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.etag).toMatch(/^"quests-[\w-]+-gzip"$/);
      expect(world.quests.length).toBeGreaterThanOrEqual(1000);
      expect((res.body as QuestPage).quests).toHaveLength(world.quests.length);
      await http().get('/api/quests?pageSize=10000').set('If-None-Match', res.headers.etag!).expect(304);
      const other = await http().get('/api/quests?pageSize=10000&minLevel=2').set('If-None-Match', res.headers.etag!).expect(200);
      expect(other.headers.etag).not.toBe(res.headers.etag);
      // A small answer is plain JSON built each time (Express's own weak ETag), even when 10000 a page is asked.
      expect((await http().get('/api/quests?pageSize=10')).headers.etag).toMatch(/^W\//);
      const zone = await http().get(`/api/quests?pageSize=10000&zone=${BREE_LAND}`).set('Accept-Encoding', 'gzip').expect(200);
      expect(zone.headers.etag).toMatch(/^W\//);
    });

    it('filters by map: its primary map, area or zone, or a marker there', async () => {
      const area = world.quests.find((q) => q.areaId && q.mapId === q.areaId)!.areaId!;
      await expectIds(`mapId=${area}`, (q) => q.mapId === area || q.areaId === area || q.zoneId === area || markerMaps(q).includes(area));
      await expectIds(`mapId=${BREE_LAND}`, (q) => q.mapId === BREE_LAND || q.areaId === BREE_LAND || q.zoneId === BREE_LAND || markerMaps(q).includes(BREE_LAND));
    });

    it('filters by zone and area, each by id or by name in any language', async () => {
      await expectIds(`zone=${BREE_LAND}`, (q) => q.zoneId === BREE_LAND);
      await expectIds(`zone=${encodeURIComponent(mapOf(BREE_LAND).name.de.toUpperCase())}`, (q) => q.zoneId === BREE_LAND);
      const area = world.maps.find((m) => m.type === 'area' && m.zoneId === BREE_LAND && world.quests.some((q) => q.areaId === m.id))!;
      await expectIds(`area=${area.id}`, (q) => q.areaId === area.id);
      await expectIds(`area=${encodeURIComponent(area.name.ru)}`, (q) => q.areaId === area.id);
    });

    it('filters by level range, category, scope and size', async () => {
      await expectIds('minLevel=20&maxLevel=25', (q) => q.level >= 20 && q.level <= 25);
      await expectIds('minLevel=45', (q) => q.level >= 45);
      await expectIds('maxLevel=5', (q) => q.level <= 5);
      const category = world.questCategories.find((c) => c.kind === 'epic')!;
      await expectIds(`category=${category.id}`, (q) => q.categoryId === category.id);
      await expectIds(`category=${encodeURIComponent(fold(category.name.fr))}`, (q) => q.categoryId === category.id);
      await expectIds('scope=mainZone', (q) => q.scope === 'mainZone');
      await expectIds('scope=OTHER', (q) => q.scope === 'other');
      expect((await list('scope=all')).totalCount).toBe(world.quests.length);
      await expectIds('size=small_fellowship', (q) => q.size === 'SMALL_FELLOWSHIP');
    });

    it('filters by repeatable, reputation, faction and expansion', async () => {
      await expectIds('repeatable=true', (q) => q.repeatable);
      await expectIds('repeatable=0', (q) => !q.repeatable);
      await expectIds('reputation=menOfBree', (q) => q.rewards.reputation?.faction === 'menOfBree');
      await expectIds('reputation=MENOFBREE', (q) => q.rewards.reputation?.faction === 'menOfBree');
      await expectIds('reputation=true', (q) => q.rewards.reputation !== null);
      await expectIds('reputation=false', (q) => q.rewards.reputation === null);
      await expectIds('faction=Monster%20Play', (q) => q.faction === 'MonsterPlay');
      await expectIds('faction=freepeoples', (q) => q.faction === 'FreePeoples');
      await expectIds('expansionFilter=mom,SoM', (q) => q.expansionEra === 'MoM' || q.expansionEra === 'SoM');
      // A repeated parameter is read as its values joined by commas (the old DTO let a repeated one through too).
      await expectIds('expansionFilter=MoM&expansionFilter=som', (q) => q.expansionEra === 'MoM' || q.expansionEra === 'SoM');
      expect((await list('expansionFilter=all')).totalCount).toBe(world.quests.length);
    });

    it('searches names in any language from 3 characters; shorter searches are ignored', async () => {
      const target = world.quests.find((q) => q.name.ru !== q.name.en)!;
      const part = target.name.ru.slice(0, 5);
      await expectIds(`search=${encodeURIComponent(part.toUpperCase())}`, (q) => Object.values(q.name).some((n) => fold(n).includes(fold(part))));
      await expectIds('search=chap', (q) => Object.values(q.name).some((n) => fold(n).includes('chap')));
      expect((await list('search=ch')).totalCount).toBe(world.quests.length);
      expect((await list('search=%20%20ch%20')).totalCount).toBe(world.quests.length);
      expect((await list('search=zzqqxx')).quests).toEqual([]);
    });

    it('combines filters, and includeExcluded changes nothing while no quest is excluded', async () => {
      await expectIds(`zone=${BREE_LAND}&minLevel=20&repeatable=false&size=SOLO`, (q) => q.zoneId === BREE_LAND && q.level >= 20 && !q.repeatable && q.size === 'SOLO');
      expect(ids(await list('includeExcluded=true'))).toEqual(ids(await list('')));
    });

    it('refuses bad filters: 400 request.invalid naming each bad parameter', async () => {
      const cases: [string, ProblemLine][] = [
        ['minLevel=0', invalid('minLevel must be 1 or more', 'minLevel field.oneOrMore')],
        ['maxLevel=51', invalid('maxLevel must not be greater than 50', 'maxLevel field.notGreaterThan')],
        ['minLevel=ten', invalid('minLevel must be a whole number', 'minLevel field.wholeNumber')],
        ['minLevel=30&maxLevel=20', invalid('minLevel (30) must not be above maxLevel (20)', 'minLevel field.boundNotAbove')],
        ['zone=Mordor', invalid('zone must be the id or the name of a zone map (GET /maps/hierarchy)', 'zone atlas.zoneParam')],
        [`zone=268440001`, invalid('zone must be the id or the name of a zone map (GET /maps/hierarchy)', 'zone atlas.zoneParam')],
        [`area=${BREE_LAND}`, invalid('area must be the id or the name of an area or dungeon map (GET /maps/hierarchy)', 'area atlas.areaParam')],
        ['category=4242', invalid('category must be the id or the name of a quest category (GET /quests/categories)', 'category atlas.categoryParam')],
        ['scope=world', invalid('scope must be one of: mainZone, other, all', 'scope field.oneOf')],
        ['size=RAID', invalid('size must be one of: SOLO, SMALL_FELLOWSHIP, FELLOWSHIP', 'size field.oneOf')],
        ['repeatable=maybe', invalid('repeatable must be true or false', 'repeatable field.boolean')],
        ['reputation=orcs', invalid(`reputation must be true, false or one of: ${REPUTATIONS.join(', ')}`, 'reputation atlas.reputation')],
        ['faction=Orcs', invalid('faction must be FreePeoples (Free Peoples) or MonsterPlay (Monster Play)', 'faction atlas.faction')],
        ['expansionFilter=SoA,XYZ', invalid(`expansionFilter must be all, or expansion eras separated by commas: ${EXPANSION_ERAS.join(', ')}`, 'expansionFilter atlas.expansionFilter')],
        ['expansionFilter=SoA&expansionFilter=XYZ', invalid(`expansionFilter must be all, or expansion eras separated by commas: ${EXPANSION_ERAS.join(', ')}`, 'expansionFilter atlas.expansionFilter')],
        ['includeExcluded=yes', invalid('includeExcluded must be true or false', 'includeExcluded field.boolean')],
        ['mapId=424242', invalid('mapId 424242 names no map (GET /maps)', 'mapId atlas.mapIdNoMap')],
        ['mapId=-1', invalid('mapId must be 1 or more', 'mapId field.oneOrMore')],
        ['mapId=2147483648', invalid('mapId must not be greater than 2147483647', 'mapId field.notGreaterThan')],
        ['page=0', invalid('page must be 1 or more', 'page field.oneOrMore')],
        ['pageSize=10001', invalid('pageSize must not be greater than 10000', 'pageSize field.notGreaterThan')],
        [`search=${'x'.repeat(101)}`, invalid('search must be at most 100 characters', 'search field.textAtMost')],
        ['search=a&search=b', invalid('search must be a text', 'search field.aText')],
        ['lang=klingon', invalid('lang must be one of: en, de, fr, ru', 'lang field.oneOf')],
        ['sort=name', invalid('property sort should not exist', 'sort field.notAllowed')],
        // What the data lacks is told for each parameter at once.
        [
          'zone=Mordor&category=4242',
          invalid(
            'zone must be the id or the name of a zone map (GET /maps/hierarchy); category must be the id or the name of a quest category (GET /quests/categories)',
            'zone atlas.zoneParam',
            'category atlas.categoryParam',
          ),
        ],
      ];
      for (const [query, problem] of cases) expect([query, await badRequest(app, `/api/quests?${query}`)]).toEqual([query, problem]);
    });

    it('tells the values of a refusal in its params, and its text in the request\'s language', async () => {
      expectProblem(await http().get('/api/quests?mapId=424242'), {
        status: 400, code: 'request.invalid', errors: [{ path: 'mapId', code: 'atlas.mapIdNoMap', params: { id: 424242 } }],
      });
      expectProblem(await http().get('/api/quests?minLevel=30&maxLevel=20'), {
        status: 400, code: 'request.invalid', errors: [{ path: 'minLevel', code: 'field.boundNotAbove', params: { field: 'minLevel', value: 30, other: 'maxLevel', otherValue: 20 } }],
      });
      expectProblem(await http().get('/api/quests?faction=Orcs').set('Accept-Language', 'de'), {
        status: 400, code: 'request.invalid', detail: 'faction muss FreePeoples (Freie Völker) oder MonsterPlay (Monsterspiel) sein',
      });
    });
  });

  describe('GET /api/quests/{id}', () => {
    it('answers the details: texts, objectives with markers, every marker, rewards and comments', async () => {
      const source = world.quests.find((q) => q.comments.length > 0 && q.rewards.selectableItems.length > 0 && q.objectives.some((o) => o.markers.length > 1))!;
      const detail = await getAnswer(QuestDetailSchema, app, `/api/quests/${source.id}?lang=de`);
      const item = (id: number) => world.items.find((i) => i.id === id)!;
      const marker = (m: QuestRecord['objectives'][number]['markers'][number]) => ({
        index: m.index, name: m.name.en, localizedName: m.name.de, mapId: m.mapId, longitude: m.longitude, latitude: m.latitude, gameX: m.gameX, gameY: m.gameY,
      });
      expect(detail).toMatchObject({
        id: source.id, name: source.name.en, localizedName: source.name.de, description: source.description.en, localizedDescription: source.description.de,
        objectives: source.objectives.map((o) => ({ text: o.text.en, localizedText: o.text.de, count: o.count, markers: o.markers.map(marker) })),
        markers: source.objectives.flatMap((o) => o.markers).sort((a, b) => a.index - b.index).map(marker),
        allakhazamData: { startZone: source.startZone?.de ?? null, comments: source.comments },
      });
      // 1 gold = 1,000 silver = 100,000 copper.
      const copper = source.rewards.copper;
      expect(detail.rewards).toEqual({
        xp: source.rewards.xp, gold: Math.floor(copper / 100000), silver: Math.floor((copper % 100000) / 100), copper: copper % 100, totalCopper: copper,
        items: source.rewards.items.map((r) => ({ itemId: r.itemId, name: item(r.itemId).name.en, localizedName: item(r.itemId).name.de, icon: item(r.itemId).icon, quality: item(r.itemId).quality, quantity: r.quantity })),
        selectableItems: source.rewards.selectableItems.map((r) => ({ itemId: r.itemId, name: item(r.itemId).name.en, localizedName: item(r.itemId).name.de, icon: item(r.itemId).icon, quality: item(r.itemId).quality, quantity: r.quantity })),
        reputation: source.rewards.reputation ? { faction: source.rewards.reputation.faction, name: expect.any(String), amount: source.rewards.reputation.amount } : null,
      });
      const text = (key: string) => world.translations.find((t) => t.key === key)!.text.de;
      expect(detail).toMatchObject({
        expansionName: text(`expansion.${source.expansionEra}`), sizeName: text(`questSize.${source.size}`), factionName: text(`faction.${source.faction}`),
      });
    });

    it('gives a quest without markers or comments as such', async () => {
      const source = world.quests.find((q) => q.mapId === null && q.comments.length === 0 && q.zoneId === null)!;
      expect(await getAnswer(QuestDetailSchema, app, `/api/quests/${source.id}`)).toMatchObject({
        mapId: null, zone: null, area: null, hasMarkers: false, markerMapIds: [], markers: [], allakhazamData: { comments: [] },
      });
    });

    it('answers 404 for an unknown quest, 400 for a malformed id', async () => {
      expectProblem(await http().get('/api/quests/424242'), { status: 404, code: 'atlas.questNotFound', params: { id: 424242 }, detail: 'Quest 424242 not found' });
      expectProblem(await http().get('/api/quests/424242').set('Accept-Language', 'fr'), { status: 404, code: 'atlas.questNotFound', detail: 'Quête 424242 introuvable' });
      await http().get('/api/quests/424242/chain').expect(404);
      // The id rule is server-kit's (IdParam): its English text is what is checked here.
      expect(await badRequest(app, '/api/quests/1.5')).toMatchObject({ status: 400, detail: 'id must be a positive integer' });
      expect(await badRequest(app, '/api/quests/x/chain')).toMatchObject({ status: 400, detail: 'id must be a positive integer' });
      expect(await badRequest(app, `/api/quests/${world.quests[0]!.id}?lang=nl`)).toEqual(invalid('lang must be one of: en, de, fr, ru', 'lang field.oneOf'));
    });
  });

  describe('GET /api/quests/{id}/chain', () => {
    /** The chains of the sample world, walked here from their first quest. */
    const chainFrom = (first: QuestRecord) => {
      const chain = [first];
      while (chain[chain.length - 1]!.nextQuestId !== null) chain.push(questOf(chain[chain.length - 1]!.nextQuestId!));
      return chain;
    };
    const long = world.quests.map((q) => (q.prerequisiteId === null && q.nextQuestId !== null ? chainFrom(q) : [])).find((c) => c.length >= 4)!;

    it("gives each quest's position, the total, its neighbours and the chain", async () => {
      const ref = (q: QuestRecord) => ({ id: q.id, name: q.name.en, localizedName: q.name.ru, level: q.level, mapId: q.mapId });
      for (const [index, quest] of long.entries()) {
        const chain = await getAnswer(QuestChainSchema, app, `/api/quests/${quest.id}/chain?lang=ru`);
        expect(chain).toEqual({
          questId: quest.id, position: index + 1, totalQuests: long.length, isInChain: true, prerequisiteQuest: index > 0 ? ref(long[index - 1]!) : null,
          nextQuest: index < long.length - 1 ? ref(long[index + 1]!) : null, warnings: [], isIncomplete: false, quests: long.map(ref),
        });
      }
    });

    it('gives a single quest as position 1 of 1, not in a chain', async () => {
      const single = world.quests.find((q) => q.prerequisiteId === null && q.nextQuestId === null)!;
      expect(await getAnswer(QuestChainSchema, app, `/api/quests/${single.id}/chain`)).toMatchObject({
        position: 1, totalQuests: 1, isInChain: false, prerequisiteQuest: null, nextQuest: null, warnings: [], isIncomplete: false,
      });
    });
  });

  describe('quests of a map and of a zone', () => {
    it('GET /api/quests/map/{mapId}: the quests on a map, by name', async () => {
      const page = await getAnswer(QuestPageSchema, app, `/api/quests/map/${BREE_LAND}`);
      const expected = listOrder(world.quests.filter((q) => q.mapId === BREE_LAND || q.areaId === BREE_LAND || q.zoneId === BREE_LAND || markerMaps(q).includes(BREE_LAND)), 'en');
      expect(ids(page)).toEqual(expected);
      expect(page).toMatchObject({ totalCount: expected.length, page: 1, pageSize: 10000, totalPages: 1 });
      expect(ids(await getAnswer(QuestPageSchema, app, `/api/quests/map/${BREE_LAND}?pageSize=5&page=2`))).toEqual(expected.slice(5, 10));
      expectProblem(await http().get('/api/quests/map/424242'), { status: 404, code: 'atlas.mapNotFound', params: { id: 424242 }, detail: 'Map 424242 not found' });
      expect(await badRequest(app, '/api/quests/map/abc')).toMatchObject({ status: 400, detail: 'mapId must be a positive integer' });
      expect(await badRequest(app, `/api/quests/map/${BREE_LAND}?pageSize=10001`)).toEqual(invalid('pageSize must not be greater than 10000', 'pageSize field.notGreaterThan'));
      const dungeon = world.maps.find((m) => m.type === 'dungeon' && !world.quests.some((q) => q.mapId === m.id || q.areaId === m.id || markerMaps(q).includes(m.id)));
      if (dungeon) expect(await getAnswer(QuestPageSchema, app, `/api/quests/map/${dungeon.id}`)).toMatchObject({ quests: [], totalCount: 0 });
    });

    it('GET /api/quests/zone/{zone}: by id or name in any language', async () => {
      const expected = listOrder(world.quests.filter((q) => q.zoneId === BREE_LAND), 'de');
      expect(ids(await getAnswer(QuestPageSchema, app, `/api/quests/zone/${BREE_LAND}?lang=de`))).toEqual(expected);
      expect(ids(await getAnswer(QuestPageSchema, app, `/api/quests/zone/${encodeURIComponent(mapOf(BREE_LAND).name.en)}?lang=de`))).toEqual(expected);
      expect(ids(await getAnswer(QuestPageSchema, app, `/api/quests/zone/${encodeURIComponent(mapOf(BREE_LAND).name.ru.toLowerCase())}?lang=de`))).toEqual(expected);
      expectProblem(await http().get('/api/quests/zone/Mordor'), { status: 404, code: 'atlas.zoneNotFound', params: { zone: 'Mordor' }, detail: 'Zone Mordor not found' });
      await http().get('/api/quests/zone/268440001').expect(404);
    });
  });

  describe('categories and expansions', () => {
    it('GET /api/quests/categories: every category with its quest count, by name', async () => {
      const categories = await getAnswer(QuestCategoryListSchema, app, '/api/quests/categories?lang=fr');
      expect(categories).toHaveLength(world.questCategories.length);
      const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
      expect(categories.map((c) => c.localizedName)).toEqual(categories.map((c) => c.localizedName).sort((a, b) => collator.compare(a, b)));
      const source = world.questCategories[0]!;
      expect(categories.find((c) => c.id === source.id)).toEqual({
        id: source.id, name: source.name.en, localizedName: source.name.fr, kind: source.kind, questCount: world.quests.filter((q) => q.categoryId === source.id).length,
      });
      expect(categories.reduce((n, c) => n + c.questCount, 0)).toBe(world.quests.length);
    });

    it('GET /api/quests/expansions: the eras in order with names and counts', async () => {
      const eras = await getAnswer(QuestExpansionListSchema, app, '/api/quests/expansions', 200, 'ru');
      expect(eras.map((e) => e.code)).toEqual(['SoA', 'MoM', 'SoM', 'RoI', 'RoR', 'HD', 'U16', 'Mordor', 'Other']);
      for (const era of eras) {
        expect(era.name).toBe(world.translations.find((t) => t.key === `expansion.${era.code}`)!.text.ru);
        expect(era.questCount).toBe(world.quests.filter((q) => q.expansionEra === era.code).length);
      }
    });
  });
});
