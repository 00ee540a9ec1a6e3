// GET /api/maps*, the marker calls and the composite view against the seeded sample world.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AtlasMapSchema, CompositeDataSchema, MainZoneMapsSchema, MapHierarchyPathSchema, MapHierarchySchema, MapLinkListSchema, MapMarkersSchema, MapsAnswerSchema, MarkerCategoryListSchema, WORLD_MAP_ID, ZONE_MAP_IDS, type MapHierarchyNode, type MapMarkers, type MapsAnswer } from '@eoa/contracts';
import { badRequest, bootAtlas, fold, getAnswer, invalid, sampleWorld } from './support/atlas-app.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

const BREE_LAND = 268437603;

describe('atlas maps and markers', () => {
  let app: NestExpressApplication;
  const world = sampleWorld();
  const http = () => request(app.getHttpServer());
  const mapOf = (id: number) => world.maps.find((m) => m.id === id)!;
  const area = world.maps.find((m) => m.type === 'area' && m.zoneId === BREE_LAND)!;
  const dungeon = world.maps.find((m) => m.type === 'dungeon' && m.isInstance)!;

  beforeAll(async () => {
    app = await bootAtlas();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  describe('GET /api/maps', () => {
    it('answers every map, by type, each list by name in the request language', async () => {
      const res = await http().get('/api/maps').set('Accept-Language', 'ru').expect(200);
      expect(res.headers.vary).toMatch(/Accept-Language/);
      const { maps, mapsByType } = res.body as MapsAnswer;
      expect(maps).toHaveLength(world.maps.length);
      const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });
      const names = maps.map((m) => m.localizedName);
      expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
      for (const type of ['region', 'area', 'dungeon'] as const) {
        expect(mapsByType[type].map((m) => m.id).sort()).toEqual(world.maps.filter((m) => m.type === type).map((m) => m.id).sort());
      }
      const bree = maps.find((m) => m.id === BREE_LAND)!;
      const source = mapOf(BREE_LAND);
      expect(bree).toEqual({
        id: BREE_LAND, mapId: BREE_LAND, name: source.name.en, localizedName: source.name.ru, type: 'region', typeName: expect.any(String),
        parentId: WORLD_MAP_ID, zoneId: BREE_LAND, isMainRegionMap: true, isInstance: false, boundingBox: source.boundingBox,
        levelMin: source.levelMin, levelMax: source.levelMax,
        // The size of the drawn image: a main zone at 75 px per degree of its box.
        imageWidth: Math.round((source.boundingBox.max.longitude - source.boundingBox.min.longitude) * 75),
        imageHeight: Math.round((source.boundingBox.max.latitude - source.boundingBox.min.latitude) * 75),
      });
    });

    it('searches map names in every language, any case and accents', async () => {
      const { maps } = await getAnswer(MapsAnswerSchema, app, `/api/maps?search=${encodeURIComponent(area.name.de.slice(1, 5).toUpperCase())}`);
      const needle = fold(area.name.de.slice(1, 5));
      const expected = world.maps.filter((m) => Object.values(m.name).some((n) => fold(n).includes(needle))).map((m) => m.id).sort();
      expect(maps.map((m) => m.id).sort()).toEqual(expected);
      expect(maps.map((m) => m.id)).toContain(area.id);
      expect((await getAnswer(MapsAnswerSchema, app, '/api/maps?search=zzzqqq')).maps).toEqual([]);
    });

    it('takes the language from lang before Accept-Language', async () => {
      const map = await getAnswer(AtlasMapSchema, app, `/api/maps/${BREE_LAND}?lang=de-AT`, 200, 'fr');
      expect(map.localizedName).toBe(mapOf(BREE_LAND).name.de);
      expect((await getAnswer(AtlasMapSchema, app, `/api/maps/${BREE_LAND}`, 200, 'fr;q=0.9, ru;q=0.8')).localizedName).toBe(mapOf(BREE_LAND).name.fr);
    });

    it('gives the world map and the ten main zone maps', async () => {
      expect(await getAnswer(MainZoneMapsSchema, app, '/api/maps/main-zones')).toEqual({ worldMapId: 268437557, mapIds: [...ZONE_MAP_IDS] });
    });

    it('refuses bad parameters with a message, and answers 404 for a map that does not exist', async () => {
      expect(await badRequest(app, '/api/maps?lang=xx')).toEqual(invalid('lang must be one of: en, de, fr, ru', 'lang field.oneOf'));
      expect(await badRequest(app, '/api/maps?colour=red')).toEqual(invalid('property colour should not exist', 'colour field.notAllowed'));
      expect(await badRequest(app, `/api/maps?search=${'x'.repeat(101)}`)).toEqual(invalid('search must be at most 100 characters', 'search field.textAtMost'));
      expect(await badRequest(app, '/api/maps/hierarchy?search=x')).toEqual(invalid('property search should not exist', 'search field.notAllowed'));
      // The id rule is server-kit's (IdParam): its English text is what is checked here.
      expect(await badRequest(app, '/api/maps/abc')).toMatchObject({ status: 400, detail: 'id must be a positive integer' });
      expect(await badRequest(app, '/api/maps/0/links')).toMatchObject({ status: 400, detail: 'id must be a positive integer' });
      expect(await badRequest(app, '/api/maps/99999999999')).toMatchObject({ status: 400, detail: 'id must be at most 2147483647' });
      expectProblem(await http().get('/api/maps/424242'), { status: 404, code: 'atlas.mapNotFound', params: { id: 424242 }, detail: 'Map 424242 not found' });
      expectProblem(await http().get('/api/maps/424242').set('Accept-Language', 'de'), { status: 404, code: 'atlas.mapNotFound', detail: 'Karte 424242 nicht gefunden' });
      await http().get('/api/maps/424242/links').expect(404);
      await http().get('/api/maps/424242/hierarchy-path').expect(404);
      await http().get('/api/maps/424242/markers').expect(404);
    });
  });

  describe('links, hierarchy and breadcrumbs', () => {
    it("lists a map's link arrows with their targets", async () => {
      const links = await getAnswer(MapLinkListSchema, app, `/api/maps/${WORLD_MAP_ID}/links?lang=fr`);
      const expected = world.mapLinks.filter((l) => l.parentId === WORLD_MAP_ID);
      expect(links.map((l) => l.id)).toEqual(expected.map((l) => l.id));
      const source = expected[0]!;
      expect(links[0]).toEqual({
        id: source.id, parentId: WORLD_MAP_ID, targetId: source.targetId, targetName: mapOf(source.targetId).name.fr, targetType: mapOf(source.targetId).type,
        targetIsMainZone: (ZONE_MAP_IDS as readonly number[]).includes(source.targetId), label: source.label.fr,
        fromLongitude: source.fromLongitude, fromLatitude: source.fromLatitude,
      });
      // Every zone is reachable from the world map.
      expect(new Set(links.filter((l) => l.targetIsMainZone).map((l) => l.targetId))).toEqual(new Set(ZONE_MAP_IDS));
    });

    it('gives the hierarchy: the world, its zones (Territory), their areas and dungeons', async () => {
      const { roots } = await getAnswer(MapHierarchySchema, app, '/api/maps/hierarchy?lang=de');
      expect(roots.map((r) => [r.id, r.type])).toEqual([[WORLD_MAP_ID, 'Region']]);
      const count = (nodes: MapHierarchyNode[]): number => nodes.reduce((n, node) => n + 1 + count(node.children), 0);
      expect(count(roots)).toBe(world.maps.length);
      const zones = roots[0]!.children;
      expect(zones.map((z) => z.id).sort()).toEqual([...ZONE_MAP_IDS].sort());
      expect(zones.every((z) => z.type === 'Territory')).toBe(true);
      const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
      expect(zones.map((z) => z.localizedName)).toEqual(zones.map((z) => z.localizedName).sort((a, b) => collator.compare(a, b)));
      const find = (nodes: MapHierarchyNode[], id: number): MapHierarchyNode | undefined =>
        nodes.map((n) => (n.id === id ? n : find(n.children, id))).find(Boolean);
      expect(find(roots, dungeon.id)).toMatchObject({ type: 'Dungeon', mapType: 'dungeon', isInstance: true, children: [] });
      expect(find(roots, area.id)).toMatchObject({ type: 'Area', localizedName: area.name.de });
    });

    it('gives the breadcrumb of the world, a zone, an area and a dungeon', async () => {
      const crumb = (id: number) => ({ id, mapId: id, name: mapOf(id).name.en, localizedName: mapOf(id).name.en, mapType: mapOf(id).type });
      expect(await getAnswer(MapHierarchyPathSchema, app, `/api/maps/${WORLD_MAP_ID}/hierarchy-path`)).toEqual({
        region: crumb(WORLD_MAP_ID), territory: null, area: null, map: crumb(WORLD_MAP_ID),
      });
      expect(await getAnswer(MapHierarchyPathSchema, app, `/api/maps/${BREE_LAND}/hierarchy-path`)).toEqual({
        region: crumb(WORLD_MAP_ID), territory: crumb(BREE_LAND), area: null, map: crumb(BREE_LAND),
      });
      expect(await getAnswer(MapHierarchyPathSchema, app, `/api/maps/${area.id}/hierarchy-path`)).toEqual({
        region: crumb(WORLD_MAP_ID), territory: crumb(BREE_LAND), area: crumb(area.id), map: crumb(area.id),
      });
      const dungeonArea = mapOf(dungeon.parentId!);
      const path = await getAnswer(MapHierarchyPathSchema, app, `/api/maps/${dungeon.id}/hierarchy-path`);
      expect(path).toEqual({
        region: crumb(WORLD_MAP_ID), territory: crumb(dungeon.zoneId!), area: dungeonArea.type === 'area' ? crumb(dungeonArea.id) : null, map: crumb(dungeon.id),
      });
    });
  });

  describe('marker categories and markers', () => {
    it('lists the categories by group, with names, icons, defaults, bundling and counts', async () => {
      const categories = await getAnswer(MarkerCategoryListSchema, app, '/api/maps/categories', 200, 'de');
      expect(categories).toHaveLength(world.markerCategories.length);
      const groups = ['services', 'pointsOfInterest', 'entities', 'resources'];
      const order = categories.map((c) => groups.indexOf(c.group) * 1000 + c.code);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      const critter = categories.find((c) => c.code === 50)!;
      const source = world.markerCategories.find((c) => c.code === 50)!;
      expect(critter).toEqual({
        code: 50, name: source.name.de, group: 'resources', groupName: expect.any(String), icon: '/api/maps/categories/50/icon', defaultEnabled: false,
        bundled: false, markerCount: world.markers.filter((m) => m.categoryCode === 50).length,
      });
      expect(categories.filter((c) => !c.defaultEnabled).map((c) => c.code)).toEqual([50, 71, 72, 73, 77, 78, 79]);
      expect(categories.filter((c) => !c.bundled).map((c) => c.code)).toEqual([50, 71, 72, 77, 78]);
    });

    it("answers a map's own markers, by id, in the request language", async () => {
      const res = await http().get(`/api/maps/${BREE_LAND}/markers`).set('Accept-Language', 'fr').expect(200);
      const { mapId, markers } = res.body as MapMarkers;
      const expected = world.markers.filter((m) => m.mapId === BREE_LAND);
      expect(mapId).toBe(BREE_LAND);
      expect(markers.map((m) => m.id)).toEqual(expected.map((m) => m.id));
      const source = expected.find((m) => m.npcId !== null)!;
      const category = world.markerCategories.find((c) => c.code === source.categoryCode)!;
      expect(markers.find((m) => m.id === source.id)).toEqual({
        id: source.id, label: source.label.fr, categoryCode: source.categoryCode, categoryName: category.name.fr,
        categoryIcon: `/api/maps/categories/${source.categoryCode}/icon`, longitude: source.longitude, latitude: source.latitude, gameX: source.gameX,
        gameY: source.gameY, mapId: BREE_LAND, name: source.name, type: source.type, npcId: source.npcId, itemId: source.itemId,
      });
      const shard = world.markers.find((m) => m.categoryCode === 79)!;
      const shards = await getAnswer(MapMarkersSchema, app, `/api/maps/${shard.mapId}/markers?categories=79`);
      expect(shards.markers.every((m) => m.categoryCode === 79 && ['signature', 'elite', 'elite-master'].includes(m.type!))).toBe(true);
    });

    it('filters by categories', async () => {
      const { markers } = await getAnswer(MapMarkersSchema, app, `/api/maps/${BREE_LAND}/markers?categories=1, 7,7,21`);
      expect(markers.map((m) => m.id)).toEqual(world.markers.filter((m) => m.mapId === BREE_LAND && [1, 7, 21].includes(m.categoryCode)).map((m) => m.id));
      expect(markers.length).toBeGreaterThan(0);
    });

    it('refuses malformed or unknown categories', async () => {
      const malformed = invalid('categories must be category codes separated by commas, e.g. 1,7,21 (GET /maps/categories)', 'categories atlas.categoriesFormat');
      expect(await badRequest(app, `/api/maps/${BREE_LAND}/markers?categories=vendor`)).toEqual(malformed);
      expect(await badRequest(app, `/api/maps/${BREE_LAND}/markers?categories=1,,2`)).toEqual(malformed);
      expect(await badRequest(app, `/api/maps/${BREE_LAND}/markers?categories=`)).toEqual(malformed);
      expect(await badRequest(app, `/api/maps/${BREE_LAND}/markers?categories=1&categories=2`)).toEqual(malformed);
      expect(await badRequest(app, `/api/maps/${BREE_LAND}/markers?categories=${'1,'.repeat(200)}1`)).toEqual(
        invalid('categories must be at most 400 characters', 'categories field.textAtMost'),
      );
      expect(await badRequest(app, `/api/maps/${BREE_LAND}/markers?categories=1,4242,999`)).toEqual(
        invalid('categories: unknown category codes 999, 4242 (GET /maps/categories)', 'categories atlas.unknownCategories'),
      );
      expect(await badRequest(app, '/api/maps/composite?categories=4242')).toEqual(
        invalid('categories: unknown category code 4242 (GET /maps/categories)', 'categories atlas.unknownCategories'),
      );
      expectProblem(await http().get('/api/maps/composite?categories=4242,4243').set('Accept-Language', 'ru'), {
        status: 400,
        code: 'request.invalid',
        detail: 'categories: неизвестные коды категорий 4242, 4243 (GET /maps/categories)',
        errors: [{ path: 'categories', code: 'atlas.unknownCategories', params: { codes: '4242, 4243', count: 2 } }],
      });
    });

    it('sends markers precompressed with a strong ETag, 304 while it holds, one per language', async () => {
      const first = await http().get(`/api/maps/${BREE_LAND}/markers`).set('Accept-Encoding', 'gzip').expect(200);
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(first.headers.etag).toMatch(/^"markers-[\w-]+-gzip"$/);
      expect(first.headers.vary).toMatch(/Accept-Encoding/);
      await http().get(`/api/maps/${BREE_LAND}/markers`).set('If-None-Match', first.headers.etag!).expect(304);
      const german = await http().get(`/api/maps/${BREE_LAND}/markers?lang=de`).set('Accept-Encoding', 'gzip').expect(200);
      expect(german.headers.etag).not.toBe(first.headers.etag);
      const filtered = await http().get(`/api/maps/${BREE_LAND}/markers?categories=1`).set('If-None-Match', first.headers.etag!).expect(200);
      expect(filtered.headers.etag).not.toBe(first.headers.etag);
    });
  });

  describe('GET /api/maps/composite', () => {
    const zones = new Set<number>(ZONE_MAP_IDS);
    const composited = world.markers.filter((m) => zones.has(m.mapId) || (mapOf(m.mapId).type === 'area' && zones.has(mapOf(m.mapId).zoneId!)));
    /** The merge worked out here: label (English), category, position to 0.001; the first (by map order, then id) kept. */
    const merged = (() => {
      const order = [...ZONE_MAP_IDS, ...world.maps.filter((m) => m.type === 'area' && zones.has(m.zoneId!)).map((m) => m.id).sort((a, b) => a - b)];
      const sorted = [...composited].sort((a, b) => order.indexOf(a.mapId) - order.indexOf(b.mapId) || a.id - b.id);
      const seen = new Set<string>();
      return sorted.filter((m) => {
        const key = `${m.label.en}|${m.categoryCode}|${Math.round(m.longitude * 1000)}|${Math.round(m.latitude * 1000)}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })();

    it('answers the ten zones, their bounds, their links and their markers with duplicates merged', async () => {
      const data = await getAnswer(CompositeDataSchema, app, '/api/maps/composite');
      expect(data.maps.map((m) => m.id)).toEqual([...ZONE_MAP_IDS]);
      const boxes = ZONE_MAP_IDS.map((id) => mapOf(id).boundingBox);
      expect(data.worldBounds).toEqual({
        minLon: Math.min(...boxes.map((b) => b.min.longitude)), maxLon: Math.max(...boxes.map((b) => b.max.longitude)),
        minLat: Math.min(...boxes.map((b) => b.min.latitude)), maxLat: Math.max(...boxes.map((b) => b.max.latitude)),
      });
      expect(data.links.map((l) => l.id).sort((a, b) => a - b)).toEqual(world.mapLinks.filter((l) => zones.has(l.parentId)).map((l) => l.id).sort((a, b) => a - b));
      // The sample world holds some duplicates: the merge drops them.
      expect(merged.length).toBeLessThan(composited.length);
      expect(data.markers.map((m) => m.id)).toEqual(merged.map((m) => m.id));
      expect(data.markers.some((m) => mapOf(m.mapId).type === 'dungeon')).toBe(false);
    });

    it('filters by categories and is precompressed', async () => {
      const res = await http().get('/api/maps/composite?categories=71,72').set('Accept-Encoding', 'br').expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      await http().get('/api/maps/composite?categories=71,72').set('If-None-Match', res.headers.etag!).expect(304);
      const { markers } = await getAnswer(CompositeDataSchema, app, '/api/maps/composite?categories=72,71');
      expect(markers.map((m) => m.id)).toEqual(merged.filter((m) => [71, 72].includes(m.categoryCode)).map((m) => m.id));
    });
  });
});
