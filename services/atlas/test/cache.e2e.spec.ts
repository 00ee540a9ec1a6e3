// The atlas world (and the precompressed answers built from it) is served from memory and Redis until the atlas data
// changes: a data.changed event for atlas drops it; with Redis stopped every answer is computed and stays right.
// The first part changes data: it runs on a database and a Redis prefix of its own (its events stay there too), so the
// other test files of the run never see the change.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { QuestDetail, QuestPage, ServiceHealth } from '@eoa/contracts';
import { DataCache, EventsService } from '@eoa/server-kit';
import { nextClear, useOwnDatabase, withEnvironment } from '@eoa/server-kit/testing';
import { bootWithRedisStopped } from '@eoa/server-kit/testing/suites';
import { bootAtlas, sampleWorld } from './support/atlas-app.js';

const quest = sampleWorld().quests.find((q) => q.zoneId !== null)!;
const renamed = { ...quest.name, en: `${quest.name.en} (renamed)` };
const nameOf = async (app: NestExpressApplication) => ((await request(app.getHttpServer()).get(`/api/quests/${quest.id}`).expect(200)).body as QuestDetail).name;
const listedName = async (app: NestExpressApplication) =>
  ((await request(app.getHttpServer()).get('/api/quests?pageSize=10000').expect(200)).body as QuestPage).quests.find((q) => q.id === quest.id)!.name;

describe('atlas answers cached', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let own: Awaited<ReturnType<typeof useOwnDatabase>>;

  beforeAll(async () => {
    own = await useOwnDatabase('cache');
    // Under the run's prefix, so the run's teardown removes these keys too.
    app = await withEnvironment({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}cache_` }, () => bootAtlas());
    db = app.get(DataSource);
  }, 120_000);

  afterAll(async () => {
    await app?.get(DataCache).clear();
    await app?.close();
    await own?.restore();
  });

  it('keeps serving the cached world until data.changed for atlas, then reads the new data', async () => {
    expect(await nameOf(app)).toBe(quest.name.en);
    expect(await listedName(app)).toBe(quest.name.en);
    await db.query('UPDATE atlas.quests SET name = $2 WHERE id = $1', [quest.id, JSON.stringify(renamed)]);
    expect(await nameOf(app)).toBe(quest.name.en);

    const events = app.get(EventsService);
    expect(await events.whenListening()).toBe(true);
    // Another service's change leaves atlas's cache alone.
    await events.publish({ type: 'data.changed', service: 'crafting' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await nameOf(app)).toBe(quest.name.en);
    expect(await listedName(app)).toBe(quest.name.en);

    // The event is delivered through Redis: wait for the cache it empties, not for a clock.
    const cleared = nextClear(app.get(DataCache));
    await events.publish({ type: 'data.changed', service: 'atlas' });
    await cleared;
    expect(await nameOf(app)).toBe(renamed.en);
    // The precompressed list was dropped with the world.
    expect(await listedName(app)).toBe(renamed.en);
  });
});

describe('atlas with Redis stopped', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await bootWithRedisStopped(() => bootAtlas());
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('answers from the database and says it is degraded', async () => {
    const http = () => request(app.getHttpServer());
    const health = (await http().get('/api/health').expect(200)).body as ServiceHealth;
    expect(health).toMatchObject({ status: 'degraded', redis: { status: 'down' }, postgres: { status: 'ok' } });
    expect(await nameOf(app)).toBe(quest.name.en);
    const all = await http().get('/api/quests?pageSize=10000').set('Accept-Encoding', 'br').expect(200);
    expect(all.headers['content-encoding']).toBe('br');
    await http().get('/api/quests?pageSize=10000').set('If-None-Match', all.headers.etag!).expect(304);
    expect(((await http().get('/api/maps/composite?categories=1').expect(200)).body as { markers: unknown[] }).markers.length).toBeGreaterThan(0);
  });
});
