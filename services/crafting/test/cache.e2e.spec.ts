// Trees (and the world they come from) are served from memory and Redis until the crafting data changes: a
// data.changed event for crafting drops them; with Redis stopped every answer is computed and stays right.
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { RecipeTree, ServiceHealth } from '@eoa/contracts';
import { DataCache, EventsService } from '@eoa/server-kit';
import { closedPort, nextClear } from '@eoa/server-kit/testing';
import { bootCrafting, isOld, sampleWorld } from './support/crafting-app.js';

const recipe = sampleWorld().recipes.find((r) => r.profession === 'tailor' && !isOld(r.name))!;
const xpOf = async (app: NestExpressApplication) =>
  ((await request(app.getHttpServer()).get(`/api/recipe/${recipe.id}/tree`).expect(200)).body as RecipeTree).recipe.xp;

describe('crafting answers cached', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const previousPrefix = process.env.REDIS_PREFIX;

  beforeAll(async () => {
    // A Redis prefix of its own under the run's: another file's app, building its world while this test changes
    // the data, must not put an older world back into the cache this test reads.
    process.env.REDIS_PREFIX = `${previousPrefix}cache:`;
    app = await bootCrafting();
    db = app.get(DataSource);
  }, 120_000);

  afterAll(async () => {
    await db?.query('UPDATE crafting.recipes SET xp = $2 WHERE id = $1', [recipe.id, recipe.xp]);
    // The other test files of the run share the database: none may keep the changed XP.
    await app?.get(DataCache).clear();
    const events = app?.get(EventsService);
    await events?.publish({ type: 'data.changed', service: 'crafting' });
    // The run's other apps listen under the run's prefix: tell them too (one may have read the changed XP).
    if (events) {
      const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
      await redis.publish(events.channel.replace(`${previousPrefix}cache:`, previousPrefix ?? ''), JSON.stringify({ type: 'data.changed', service: 'crafting' }));
      await redis.quit();
    }
    await app?.close();
    process.env.REDIS_PREFIX = previousPrefix;
  });

  it('keeps serving the cached tree until data.changed for crafting, then reads the new data', async () => {
    expect(await xpOf(app)).toBe(recipe.xp);
    await db.query('UPDATE crafting.recipes SET xp = $2 WHERE id = $1', [recipe.id, recipe.xp + 7]);
    expect(await xpOf(app)).toBe(recipe.xp);

    const events = app.get(EventsService);
    expect(await events.whenListening()).toBe(true);
    // Another service's change leaves crafting's cache alone.
    await events.publish({ type: 'data.changed', service: 'loot' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await xpOf(app)).toBe(recipe.xp);

    // The event is delivered through Redis: wait for the cache it empties, not for a clock.
    const cleared = nextClear(app.get(DataCache));
    await events.publish({ type: 'data.changed', service: 'crafting' });
    await cleared;
    expect(await xpOf(app)).toBe(recipe.xp + 7);
    // The list is built from the same world.
    const list = (await request(app.getHttpServer()).get(`/api/recipe?profession=tailor&search=${encodeURIComponent(recipe.name.en)}`).expect(200)).body as { recipes: { id: number; xp: number }[] };
    expect(list.recipes.find((r) => r.id === recipe.id)?.xp).toBe(recipe.xp + 7);
  });
});

describe('crafting with Redis stopped', () => {
  let app: NestExpressApplication;
  const previous = process.env.REDIS_URL;

  beforeAll(async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
    try {
      app = await bootCrafting();
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
    expect(await xpOf(app)).toBeGreaterThan(0);
    expect((await http().get('/api/recipe/optimal-path?profession=cook&currentXP=0&targetXP=600').expect(200)).body.tiers).toHaveLength(1);
  });
});
