// With Redis stopped (REDIS_URL at a closed port) the builder still answers correctly: the catalog is
// computed and served from the process, the 304 path holds, the calculation and the small tables work, and
// health says degraded.
import { brotliDecompressSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ItemsPageSchema, type CalculateResponse, type ItemsPage, type ServiceHealth } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { closedPort } from '@eoa/server-kit/testing';
import { bootBuilder, rawGet, sampleWorld } from './support/builder-app.js';

describe('builder with Redis stopped', () => {
  let app: NestExpressApplication;
  let base: string;
  const previous = process.env.REDIS_URL;

  beforeAll(async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
    try {
      app = await bootBuilder();
    } finally {
      process.env.REDIS_URL = previous;
    }
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('reports degraded health, PostgreSQL ok', async () => {
    const health = (await request(app.getHttpServer()).get('/api/health').expect(200)).body as ServiceHealth;
    expect(health.status).toBe('degraded');
    expect(health.postgres.status).toBe('ok');
    expect(health.redis.status).toBe('down');
  });

  it('serves the full catalog from the process, with its ETag and 304', async () => {
    const res = await rawGet(base, '/api/items?page=1&pageSize=50000', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const page = JSON.parse(brotliDecompressSync(res.body).toString('utf8')) as ItemsPage;
    expect(page.totalCount).toBe(sampleWorld().items.length);
    expect(page.items).toHaveLength(sampleWorld().items.length);
    const again = await rawGet(base, '/api/items?page=1&pageSize=50000', { 'Accept-Encoding': 'br', 'If-None-Match': String(res.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('answers the other calls as usual', async () => {
    const http = () => request(app.getHttpServer());
    expect((answerOf(ItemsPageSchema, (await http().get('/api/items/search?q=blade').expect(200)).body)).totalCount).toBeGreaterThan(5);
    expect((await http().get('/api/items/1879048443').expect(200)).body.name).toBe('Bronze Blade of Vigour');
    expect((await http().get('/api/trait/slots/50').expect(200)).body).toEqual({ level: 50, virtue: 5, racial: 5, class: 5, legendary: 2 });
    expect((await http().get('/api/set/item/1879049128').expect(200)).body.id).toBe(1);
    expect((await http().get('/api/icons/VALOUR-2').expect(200)).headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const stats = (await http().post('/api/character/calculate').send({ className: 'Guardian', raceName: 'Man', level: 50, equipment: { chest: 1879049028 } }).expect(200))
      .body as CalculateResponse;
    expect(stats.MIGHT).toBe((190 + 35) * 100);
    // Nothing to clear in a cache that is not there.
    expect((await http().post('/api/items/clear-cache').expect(200)).body).toEqual({ cleared: true, cacheEntries: 0 });
  });
});
