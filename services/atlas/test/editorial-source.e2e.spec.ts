// Where the editorial data comes from: admin's GET /api/internal/editorial (here a fake admin), asked with the internal
// token, kept in the process and in Redis (with a TTL) until editorial.changed; with admin down or answering nonsense
// the public answers go on from the last snapshot known (the process's, else Redis's), else the data as seeded, and
// admin is asked again only after a back-off. Runs on a Redis prefix of its own: its snapshots and events stay there.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { EditorialQuest, EditorialSnapshot, MapMarkers, QuestPage } from '@eoa/contracts';
import { APP_CONFIG, CacheService, DataCache, EventsService, RedisService, type AppConfig } from '@eoa/server-kit';
import { closedPort, eventually, withEnvironment } from '@eoa/server-kit/testing';
import {
  EDITORIAL_LAST_KNOWN_KEY, EDITORIAL_RETRY_MIN_MS, EDITORIAL_SNAPSHOT_KEY, EDITORIAL_TTL_SECONDS,
} from '../src/editorial/admin-quest-editorial.js';
import { bootAtlas, sampleWorld } from './support/atlas-app.js';
import { startFakeAdmin, type FakeAdmin } from './support/fake-admin.js';

const world = sampleWorld();
const [questA, questB] = world.quests.filter((q) => q.prerequisiteId === null && q.nextQuestId === null) as [(typeof world.quests)[number], (typeof world.quests)[number]];
const zone = world.maps.find((m) => m.isMainRegionMap && m.parentId !== null && world.markers.some((k) => k.mapId === m.id))!;
const zoneMarker = world.markers.find((m) => m.mapId === zone.id)!;

const excluding = (questId: number): EditorialQuest => ({
  questId, excluded: true, expansionEra: null, name: null, level: null, description: null, categoryId: null, objectiveTexts: [], markers: [], hiddenCommentIndices: [],
});
/** The zone's seeded calibration shifted `offsetX` game units east. */
const calibration = (offsetX: number) => {
  const toGame = (value: number, origin: number) => Math.round((value - origin) * 2000) / 10;
  return {
    id: 1, zoneName: zone.name.en, mapId: zone.id,
    gameMinX: toGame(zone.boundingBox.min.longitude, -120), gameMaxX: toGame(zone.boundingBox.max.longitude, -120),
    gameMinY: toGame(zone.boundingBox.min.latitude, -45), gameMaxY: toGame(zone.boundingBox.max.latitude, -45),
    offsetX, offsetY: 0, scale: 1, updatedBy: 'admin', updatedAt: '2026-11-26T10:00:00.000Z',
  };
};
const snapshot1: EditorialSnapshot = { version: 'v1', quests: [excluding(questA.id)], calibrations: [calibration(400)] };
const snapshot2: EditorialSnapshot = { version: 'v2', quests: [excluding(questB.id)], calibrations: [calibration(0)] };

const listedIds = async (app: NestExpressApplication) =>
  new Set(((await request(app.getHttpServer()).get('/api/quests?pageSize=10000').expect(200)).body as QuestPage).quests.map((q) => q.id));
const markerLongitude = async (app: NestExpressApplication) =>
  ((await request(app.getHttpServer()).get(`/api/maps/${zone.id}/markers`).expect(200)).body as MapMarkers).markers.find((m) => m.id === zoneMarker.id)!.longitude;

/** Boots atlas with ADMIN_URL and REDIS_PREFIX as given (the environment put back after). */
function bootWith(adminUrl: string, redisPrefix: string): Promise<NestExpressApplication> {
  return withEnvironment({ ADMIN_URL: adminUrl, REDIS_PREFIX: redisPrefix }, bootAtlas);
}

describe('atlas reading the editorial data from admin', () => {
  // Under the run's prefix, so the run's teardown removes these keys too.
  const prefix = `${process.env.REDIS_PREFIX}editorial_`;
  let admin: FakeAdmin;
  let app: NestExpressApplication;
  const apps: NestExpressApplication[] = [];

  beforeAll(async () => {
    admin = await startFakeAdmin(snapshot1);
    app = await bootWith(admin.url, prefix);
    apps.push(app);
    expect(await app.get(EventsService).whenListening()).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await app?.get(DataCache).clear();
    for (const each of apps) await each.close();
    await admin?.close();
  });

  it('applies admin snapshot, asked once with the internal token and then held', async () => {
    expect((await listedIds(app)).has(questA.id)).toBe(false);
    expect(await markerLongitude(app)).toBeCloseTo(zoneMarker.gameX / 200 - 120 + 2, 6);
    await listedIds(app);
    await request(app.getHttpServer()).get(`/api/quests/${questA.id}`).expect(200);
    expect(admin.requests).toEqual([{ path: '/api/internal/editorial', token: app.get<AppConfig>(APP_CONFIG).internalToken }]);
  });

  it('keeps the snapshot in Redis with a TTL, and the last one known for longer', async () => {
    const cache = app.get(CacheService);
    expect(await cache.getJson<{ snapshot: EditorialSnapshot }>(EDITORIAL_SNAPSHOT_KEY)).toMatchObject({ snapshot: { version: 'v1' } });
    expect(await cache.getJson<EditorialSnapshot>(EDITORIAL_LAST_KNOWN_KEY)).toMatchObject({ version: 'v1' });
    const ttl = await app.get(RedisService).client.ttl(`cache:atlas:${EDITORIAL_SNAPSHOT_KEY}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(EDITORIAL_TTL_SECONDS);
  });

  it('serves the held snapshot until editorial.changed, then asks admin again', async () => {
    admin.answer = { kind: 'snapshot', snapshot: snapshot2 };
    expect((await listedIds(app)).has(questA.id)).toBe(false);
    await app.get(EventsService).publish({ type: 'editorial.changed', entity: 'exclusion', ids: [String(questB.id)] });
    expect(await eventually(async () => !(await listedIds(app)).has(questB.id))).toBe(true);
    expect((await listedIds(app)).has(questA.id)).toBe(true);
    // The calibration back to its seeded numbers: the marker where it is stored.
    expect(await markerLongitude(app)).toBe(zoneMarker.longitude);
    expect(admin.requests).toHaveLength(2);
  });

  it('goes on with the last snapshot known while admin fails, asking again only after a back-off', async () => {
    admin.answer = { kind: 'error', status: 500 };
    await app.get(EventsService).publish({ type: 'editorial.changed', entity: 'quest' });
    expect(
      await eventually(async () => {
        await listedIds(app);
        return admin.requests.length === 3;
      }),
    ).toBe(true);
    for (let i = 0; i < 5; i++) expect((await listedIds(app)).has(questB.id)).toBe(false);
    expect(admin.requests).toHaveLength(3);

    // Something that is not a snapshot counts as a failure too.
    admin.answer = { kind: 'garbage' };
    await new Promise((resolve) => setTimeout(resolve, EDITORIAL_RETRY_MIN_MS + 100));
    expect((await listedIds(app)).has(questB.id)).toBe(false);
    expect(admin.requests).toHaveLength(4);

    // Admin back: asked again once the (now doubled) back-off has passed.
    admin.answer = { kind: 'snapshot', snapshot: snapshot1 };
    expect((await listedIds(app)).has(questB.id)).toBe(false);
    expect(admin.requests).toHaveLength(4);
    expect(await eventually(async () => (await listedIds(app)).has(questB.id), 2 * EDITORIAL_RETRY_MIN_MS + 3000)).toBe(true);
    expect((await listedIds(app)).has(questA.id)).toBe(false);
  }, 30_000);

  it("lets another replica with admin unreachable start from Redis's last snapshot", async () => {
    const replica = await bootWith(`http://127.0.0.1:${await closedPort()}`, prefix);
    apps.push(replica);
    // Its own memory is empty and the fresh copy is missing: the last one known is v1 (read from admin just above).
    await replica.get(CacheService).del(EDITORIAL_SNAPSHOT_KEY);
    const listed = await listedIds(replica);
    expect(listed.has(questA.id)).toBe(false);
    expect(listed.has(questB.id)).toBe(true);
  }, 120_000);

  it('serves the data as seeded when admin was never reached', async () => {
    const alone = await bootWith(`http://127.0.0.1:${await closedPort()}`, `${prefix}alone_`);
    apps.push(alone);
    const listed = await listedIds(alone);
    expect(listed.size).toBe(world.quests.length);
    expect(await markerLongitude(alone)).toBe(zoneMarker.longitude);
  }, 120_000);
});
