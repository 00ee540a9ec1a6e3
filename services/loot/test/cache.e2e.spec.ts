// Answers come from Redis until the loot data changes: a data.changed event for loot drops them; with Redis
// stopped every answer is computed from the database and stays right.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { LootBoss, ServiceHealth } from '@eoa/contracts';
import { DataCache, EventsService } from '@eoa/server-kit';
import { closedPort, nextClear } from '@eoa/server-kit/testing';
import { bootLoot, sampleWorld } from './support/loot-app.js';

const boss = sampleWorld().lootBosses[0]!;
const levelOf = async (app: NestExpressApplication) =>
  ((await request(app.getHttpServer()).get(`/api/loot/boss-tables/${boss.mobId}`).expect(200)).body as LootBoss).level;

describe('loot answers cached in Redis', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await bootLoot();
    db = app.get(DataSource);
  }, 120_000);

  afterAll(async () => {
    await db?.query('UPDATE loot.bosses SET level = $2 WHERE mob_id = $1', [boss.mobId, boss.level]);
    // The other test files of the run share this Redis prefix: they must not see the changed level.
    await app?.get(DataCache).clear();
    await app?.close();
  });

  it('keeps serving the cached answer until data.changed for loot, then reads the new data', async () => {
    expect(await levelOf(app)).toBe(boss.level);
    await db.query('UPDATE loot.bosses SET level = $2 WHERE mob_id = $1', [boss.mobId, boss.level + 1]);
    // Cached: the change is not seen yet.
    expect(await levelOf(app)).toBe(boss.level);

    const events = app.get(EventsService);
    expect(await events.whenListening()).toBe(true);
    // Another service's change leaves loot's cache alone.
    await events.publish({ type: 'data.changed', service: 'crafting' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await levelOf(app)).toBe(boss.level);

    // The event is delivered through Redis: wait for the cache it empties, not for a clock.
    const cleared = nextClear(app.get(DataCache));
    await events.publish({ type: 'data.changed', service: 'loot' });
    await cleared;
    expect(await levelOf(app)).toBe(boss.level + 1);
  });
});

describe('loot with Redis stopped', () => {
  let app: NestExpressApplication;
  const previous = process.env.REDIS_URL;

  beforeAll(async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
    try {
      app = await bootLoot();
    } finally {
      process.env.REDIS_URL = previous;
    }
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('answers from the database and says it is degraded', async () => {
    const http = () => request(app.getHttpServer());
    const health = (await http().get('/api/health').expect(200)).body as ServiceHealth;
    expect(health).toMatchObject({ status: 'degraded', redis: { status: 'down' }, postgres: { status: 'ok' } });
    expect(await levelOf(app)).toBeGreaterThan(0);
    expect((await http().get('/api/loot/boss-tables').expect(200)).body.instances).toHaveLength(sampleWorld().lootInstances.length);
    expect((await http().get(`/api/items/${boss.guaranteedDrops[0]?.itemId ?? 1}/dropsources`).expect(200)).body).toEqual(expect.any(Array));
  });
});
