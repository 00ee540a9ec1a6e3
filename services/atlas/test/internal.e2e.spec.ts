// The calls admin makes to atlas (GET /api/internal/*): behind the internal token, the quests as seeded whatever the
// editorial data says, and the ten main zone maps.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { INTERNAL_TOKEN_HEADER, ZONE_MAP_IDS, type AtlasInternalQuest, type AtlasInternalQuestDetail, type AtlasZoneMap, type QuestDetail } from '@eoa/contracts';
import { APP_CONFIG, DataCache, INTERNAL_TOKEN_REQUIRED, type AppConfig } from '@eoa/server-kit';
import type { EditorialView } from '../src/editorial/quest-editorial.js';
import { bootAtlas, sampleWorld } from './support/atlas-app.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

const world = sampleWorld();
const edited = world.quests.find((q) => q.mapId !== null && q.objectives.some((o) => o.markers.length > 0))!;
const excluded = world.quests.find((q) => q !== edited)!;
const editedMap = world.maps.find((m) => m.id === edited.mapId)!;
const firstMarker = edited.objectives.flatMap((o) => o.markers)[0]!;

const view: EditorialView = {
  version: 'internal-1',
  excluded: new Set([excluded.id]),
  overrides: new Map([
    [
      edited.id,
      {
        name: { en: 'Edited', de: 'Edited', fr: 'Edited', ru: 'Edited' },
        level: 50,
        markers: [{ index: firstMarker.index, name: 'x', objectiveIndex: 0, originalX: 1, originalY: 1, overrideX: 1, overrideY: 1, hidden: true }],
      },
    ],
  ]),
  calibrations: new Map(),
  calibrationVersion: 'seeded',
};

describe('atlas internal calls for admin', () => {
  let app: NestExpressApplication;
  let token: string;
  const get = (path: string) => request(app.getHttpServer()).get(path).set(INTERNAL_TOKEN_HEADER, token);

  beforeAll(async () => {
    app = await bootAtlas(() => view);
    await app.get(DataCache).clear();
    token = app.get<AppConfig>(APP_CONFIG).internalToken;
  }, 120_000);

  afterAll(async () => {
    await app?.get(DataCache).clear();
    await app?.close();
  });

  it.each(['/api/internal/quests', `/api/internal/quests/${edited.id}`, '/api/internal/maps/zones', '/api/internal/quests/abc'])(
    '%s needs the internal token (401 without it or with another one)',
    async (path) => {
      const missing = await request(app.getHttpServer()).get(path).expect(401);
      expectProblem(missing, { status: 401, code: 'auth.internalToken', detail: INTERNAL_TOKEN_REQUIRED });
      await request(app.getHttpServer()).get(path).set(INTERNAL_TOKEN_HEADER, `${token}x`).expect(401);
      await request(app.getHttpServer()).get(path).set(INTERNAL_TOKEN_HEADER, '').expect(401);
    },
  );

  it('lists every quest as seeded, excluded and edited ones too, with the names in every language', async () => {
    const quests = (await get('/api/internal/quests?lang=de').expect(200)).body as AtlasInternalQuest[];
    expect(quests).toHaveLength(world.quests.length);
    const served = quests.find((q) => q.id === edited.id)!;
    expect(served).toMatchObject({ name: edited.name.en, localizedName: edited.name.de, names: edited.name, level: edited.level, hasOverrides: false, isExcluded: false });
    expect(quests.find((q) => q.id === excluded.id)).toMatchObject({ isExcluded: false });
    // By name in the language (the public list's order).
    const publicOrder = ((await request(app.getHttpServer()).get('/api/quests?pageSize=10000&lang=de&includeExcluded=true').expect(200)).body as { quests: { id: number }[] }).quests;
    expect(quests.filter((q) => q.id !== edited.id).map((q) => q.id)).toEqual(publicOrder.filter((q) => q.id !== edited.id).map((q) => q.id));
  });

  it("answers a quest as seeded with its map's box", async () => {
    const detail = (await get(`/api/internal/quests/${edited.id}?lang=fr`).expect(200)).body as AtlasInternalQuestDetail;
    expect(detail).toMatchObject({ id: edited.id, name: edited.name.en, localizedName: edited.name.fr, level: edited.level, mapBox: editedMap.boundingBox, category: edited.categoryId });
    expect(detail.markers.map((m) => m.index)).toEqual(edited.objectives.flatMap((o) => o.markers.map((m) => m.index)).sort((a, b) => a - b));
    // The public detail has the edit.
    const published = (await request(app.getHttpServer()).get(`/api/quests/${edited.id}`).expect(200)).body as QuestDetail;
    expect(published).toMatchObject({ name: 'Edited', level: 50 });
    expect(published.markers.some((m) => m.index === firstMarker.index)).toBe(false);

    const withoutMap = world.quests.find((q) => q.mapId === null);
    if (withoutMap) expect(((await get(`/api/internal/quests/${withoutMap.id}`).expect(200)).body as AtlasInternalQuestDetail).mapBox).toBeNull();
    expectProblem(await get('/api/internal/quests/424242'), { status: 404, code: 'atlas.questNotFound', params: { id: 424242 }, detail: 'Quest 424242 not found' });
    expectProblem(await get('/api/internal/quests/abc'), { status: 400, detail: 'id must be a positive integer' });
    expectProblem(await get(`/api/internal/quests/${edited.id}?lang=xx`), { status: 400, code: 'request.invalid', errors: [{ path: 'lang', code: 'field.oneOf' }] });
    expectProblem(await get('/api/internal/quests?unknown=1'), { status: 400, code: 'request.invalid', errors: [{ path: 'unknown', code: 'field.notAllowed' }] });
  });

  it('answers the ten main zone maps with their English names and boxes', async () => {
    const zones = (await get('/api/internal/maps/zones').expect(200)).body as AtlasZoneMap[];
    expect(zones.map((z) => z.mapId)).toEqual([...ZONE_MAP_IDS]);
    for (const zone of zones) {
      const map = world.maps.find((m) => m.id === zone.mapId)!;
      expect(zone).toEqual({ mapId: map.id, name: map.name.en, boundingBox: map.boundingBox });
    }
  });

  it('is documented under the internal tag, saying the gateway does not route it', async () => {
    const document = (await request(app.getHttpServer()).get('/api/atlas/docs-json').expect(200)).body as {
      paths: Record<string, { get: { tags: string[]; description: string } }>;
    };
    const internal = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/internal/'));
    expect(internal.map(([path]) => path).sort()).toEqual(['/api/internal/maps/zones', '/api/internal/quests', '/api/internal/quests/{id}']);
    for (const [, item] of internal) {
      expect(item.get.tags).toEqual(['internal']);
      expect(item.get.description).toContain('not routed by the gateway');
    }
  });
});
