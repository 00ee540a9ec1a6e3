// The full catalog — GET /api/items?page=1&pageSize=50000, the client's bulk load — computed once per
// language and data version, precompressed, shared through Redis, with a strong ETag and the 304 path.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { ItemSchema, type ItemsPage } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { CacheService, EventsService, loadConfig, PrecompressedStore } from '@eoa/server-kit';
import { GameDataService } from '../src/game-data/game-data.service.js';
import { CATALOG_KEY_PREFIX, CatalogService } from '../src/items/catalog.service.js';
import { bootBuilder, rawGet, sampleWorld } from './support/builder-app.js';

const CATALOG = '/api/items?page=1&pageSize=50000';

describe('builder catalog', () => {
  let app: NestExpressApplication;
  let base: string;
  const world = sampleWorld();

  beforeAll(async () => {
    app = await bootBuilder();
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  let etag = '';

  it('sends the whole catalog brotli-compressed with a strong ETag, no-cache and Vary', async () => {
    const res = await rawGet(base, CATALOG, { 'Accept-Encoding': 'gzip, deflate, br', 'Accept-Language': 'en' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language');
    etag = String(res.headers.etag);
    expect(etag).toMatch(/^"items-[A-Za-z0-9_-]{22}-br"$/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(3_000_000);
    const page = JSON.parse(brotliDecompressSync(res.body).toString('utf8')) as ItemsPage;
    expect(page.totalCount).toBe(world.items.length);
    expect(page.items).toHaveLength(world.items.length);
    expect(page.items.map((i) => i.id)).toEqual(world.items.map((i) => i.id).sort((a, b) => a - b));
    // Each item is the same as the single-item call answers.
    const one = answerOf(ItemSchema, (await request(app.getHttpServer()).get('/api/items/1879049126').expect(200)).body);
    expect(page.items.find((i) => i.id === 1879049126)).toEqual(one);
  });

  it('answers 304 without a body to a matching If-None-Match (any encoding of the same page)', async () => {
    const res = await rawGet(base, CATALOG, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers.etag).toBe(etag);
    const gzipTag = etag.replace(/-br"$/, '-gzip"');
    expect((await rawGet(base, CATALOG, { 'Accept-Encoding': 'br', 'If-None-Match': `"other", ${gzipTag}` })).status).toBe(304);
    expect((await rawGet(base, CATALOG, { 'Accept-Encoding': 'br', 'If-None-Match': `W/${etag}` })).status).toBe(304);
    expect((await rawGet(base, CATALOG, { 'Accept-Encoding': 'br', 'If-None-Match': '"items-stale-br"' })).status).toBe(200);
  });

  it('gzip for clients without brotli, plain JSON for clients without compression: the same JSON', async () => {
    // Byte for byte the same JSON.
    const br = brotliDecompressSync((await rawGet(base, CATALOG, { 'Accept-Encoding': 'br' })).body);
    const gz = await rawGet(base, CATALOG, { 'Accept-Encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(etag.replace(/-br"$/, '-gzip"'));
    expect(gz.body.length).toBeLessThan(3_000_000);
    expect(gunzipSync(gz.body).equals(br)).toBe(true);
    const plain = await rawGet(base, CATALOG, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(etag.replace(/-br"$/, '-identity"'));
    expect(plain.body.equals(br)).toBe(true);
  });

  it('another language is another page with its own ETag', async () => {
    const de = await rawGet(base, CATALOG, { 'Accept-Encoding': 'br', 'Accept-Language': 'de', 'If-None-Match': etag });
    expect(de.status).toBe(200);
    expect(de.headers.etag).not.toBe(etag);
    const page = JSON.parse(brotliDecompressSync(de.body).toString('utf8')) as ItemsPage;
    expect(page.items.find((i) => i.id === 1879048443)?.localizedName).toBe('Bronzene Klinge der Kraft');
  });

  it('keeps the compressed pages in Redis; clear-cache empties them and the next load answers the same', async () => {
    const config = loadConfig();
    const redis = new Redis(config.redisUrl);
    try {
      const keys = async () => (await redis.keys(`${config.redisPrefix}cache:builder:items-page:*`)).sort();
      expect((await keys()).length).toBeGreaterThanOrEqual(4); // en and de: br and gzip
      const cleared = await request(app.getHttpServer()).post('/api/items/clear-cache').expect(200);
      expect(cleared.body.cacheEntries).toBeGreaterThanOrEqual(4);
      expect(await keys()).toEqual([]);
      const again = await rawGet(base, CATALOG, { 'Accept-Encoding': 'br' });
      expect(again.status).toBe(200);
      expect(again.headers.etag).toBe(etag);
      expect((await keys()).length).toBe(2);
    } finally {
      redis.disconnect();
    }
  });

  it('another process (or a restart) takes the compressed page from Redis instead of computing it', async () => {
    const catalog = app.get(CatalogService);
    // A store of its own over the same Redis: what a replica or a restarted process starts with.
    const restarted = new PrecompressedStore(app.get(CacheService), { keyPrefix: CATALOG_KEY_PREFIX, label: 'Catalog' });
    const produce = jest.fn(async () => ({}));
    const body = await restarted.get(catalog.tagOf('en', 1, 50000), produce);
    expect(produce).not.toHaveBeenCalled();
    expect(`"${body.tag}-br"`).toBe(etag);
    const page = JSON.parse(brotliDecompressSync(body.br).toString('utf8')) as ItemsPage;
    expect(page.items).toHaveLength(page.totalCount);
  });

  it('a new data version (a reseed) gives new ETags: the old one no longer answers 304', async () => {
    const db = app.get(DataSource);
    const gameData = app.get(GameDataService);
    const [{ value }] = await db.query(`SELECT value FROM builder.dataset_meta WHERE key = 'seeded_at'`);
    try {
      await db.query(`UPDATE builder.dataset_meta SET value = '2030-01-01T00:00:00.000Z' WHERE key = 'seeded_at'`);
      expect(await gameData.reloadIfChanged()).toBe(true);
      const res = await rawGet(base, CATALOG, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
      expect(res.status).toBe(200);
      expect(res.headers.etag).not.toBe(etag);
      expect((await request(app.getHttpServer()).get('/api/data/version').expect(200)).body.details.seededAt).toBe('2030-01-01T00:00:00.000Z');
    } finally {
      await db.query(`UPDATE builder.dataset_meta SET value = $1 WHERE key = 'seeded_at'`, [value]);
      await gameData.reloadIfChanged();
    }
    expect((await rawGet(base, CATALOG, { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
  });

  it('a data.changed event for the builder reloads the game data', async () => {
    const gameData = app.get(GameDataService);
    const events = app.get(EventsService);
    expect(await events.whenListening()).toBe(true);
    const reloaded = new Promise<void>((resolve) => gameData.onReload(() => resolve()));
    await events.publish({ type: 'data.changed', service: 'builder' });
    await reloaded;
    // Same data, same fingerprint: the ETag still holds.
    expect((await rawGet(base, CATALOG, { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
  });

  it('smaller pages come from the database, with Express\'s ETag and 304', async () => {
    const first = await request(app.getHttpServer()).get('/api/items?page=2&pageSize=100').expect(200);
    expect(first.body.items).toHaveLength(100);
    await request(app.getHttpServer()).get('/api/items?page=2&pageSize=100').set('If-None-Match', first.headers.etag!).expect(304);
  });
});
