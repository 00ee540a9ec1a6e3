// GET /api/maps/{id}/image and /api/maps/categories/{code}/icon against the run's database (seeded with the sample
// world): PNG of the computed size with ETag, Cache-Control and 304; 400 and 404; an unknown language draws English;
// images kept in memory and Redis until data.changed for atlas.
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { WORLD_MAP_ID, ZONE_MAP_IDS } from '@eoa/contracts';
import { CacheService, EventsService, initServiceApp } from '@eoa/server-kit';
import { eventually } from '@eoa/server-kit/testing';
import { AppModule } from '../src/app.module.js';
import { DRAWING_VERSION, MapImagesService } from '../src/map-images/map-images.service.js';
import { SERVICE } from '../src/service.info.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

const SHIRE = ZONE_MAP_IDS[1];
/** An area map of the sample world (Bree-town): smaller than a zone, quicker to draw. */
const AREA = 268440013;
/** A dungeon of the sample world (drawn without the terrain). */
const DUNGEON = 268442001;

/** The PNG's width and height from its IHDR chunk. */
const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) });
/** Byte equality of two pictures (toEqual walks a megabyte's bytes one by one: seconds per image). */
const sameBytes = (a: Buffer | undefined, b: Buffer) => a !== undefined && a.equals(b);

describe('map images and category icons', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const png = (path: string) => http().get(path).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

  beforeAll(async () => {
    app = await initServiceApp(await Test.createTestingModule({ imports: [AppModule] }).compile(), SERVICE);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('draws a zone map as a PNG at 75 px per degree, with a strong ETag, a day of caching and 304 on revalidation', async () => {
    const res = await png(`/api/maps/${SHIRE}/image?lang=de&t=1700000000000`).expect(200);
    const body = res.body as Buffer;
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect([...body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The Shire spans 30° × 22°.
    expect(pngSize(body)).toEqual({ width: 2250, height: 1650 });
    await http().get(`/api/maps/${SHIRE}/image?lang=de&t=2`).set('If-None-Match', res.headers.etag!).expect(304);
  }, 120_000);

  it('answers a drawn image from its cache, never drawing it again', async () => {
    const images = app.get(MapImagesService);
    const first = await png(`/api/maps/${AREA}/image?lang=en`).expect(200);
    images.lastRenderMs = null;
    for (let i = 0; i < 10; i++) {
      const again = await png(`/api/maps/${AREA}/image?lang=en&t=${i}`).expect(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(sameBytes(again.body, first.body)).toBe(true);
    }
    // Nothing was drawn or rendered meanwhile. How fast a cached image is answered is npm run bench's figure
    // ('cached map image, through the gateway', aim ≤ 10 ms), not this test's.
    expect(images.lastRenderMs).toBeNull();
  }, 120_000);

  it('draws English for an unknown language, and follows Accept-Language without lang', async () => {
    const en = await png(`/api/maps/${AREA}/image?lang=en`).expect(200);
    const unknown = await png(`/api/maps/${AREA}/image?lang=xx`).expect(200);
    expect(unknown.headers.etag).toBe(en.headers.etag);
    const ru = await png(`/api/maps/${AREA}/image?lang=ru`).expect(200);
    // Another language is another picture.
    expect(ru.headers.etag).not.toBe(en.headers.etag);
    const byHeader = await png(`/api/maps/${AREA}/image`).set('Accept-Language', 'ru-RU,ru;q=0.9').expect(200);
    expect(byHeader.headers.etag).toBe(ru.headers.etag);
    expect(byHeader.headers.vary).toMatch(/Accept-Language/);
    const regional = await png(`/api/maps/${AREA}/image?lang=ru-RU`).expect(200);
    expect(regional.headers.etag).toBe(ru.headers.etag);
  }, 120_000);

  it('draws the world map and a dungeon', async () => {
    const world = await png(`/api/maps/${WORLD_MAP_ID}/image?lang=en`).expect(200);
    expect(pngSize(world.body as Buffer).width).toBe(2400);
    const dungeon = await png(`/api/maps/${DUNGEON}/image?lang=en`).expect(200);
    expect(Math.max(...Object.values(pngSize(dungeon.body as Buffer)))).toBe(1600);
  }, 120_000);

  it('refuses a bad id (400) and answers 404 for an unknown map', async () => {
    // The id rule is server-kit's (IdParam): its English text is what is checked here.
    for (const id of ['abc', '0', '-5', '1.5', '1e3', '99999999999']) expectProblem(await http().get(`/api/maps/${id}/image`), { status: 400, detail: /^id must be/ });
    expectProblem(await http().get('/api/maps/123/image'), { status: 404, code: 'atlas.noMapWithId', params: { id: 123 }, detail: 'No map with id 123' });
    const invalid = (path: string, code: string, detail: string) => ({ status: 400, code: 'request.invalid', detail, errors: [{ path, code }] });
    expectProblem(await http().get(`/api/maps/${AREA}/image?t=${'9'.repeat(65)}`), invalid('t', 'field.textAtMost', 't must be at most 64 characters'));
    expectProblem(await http().get(`/api/maps/${AREA}/image?lang=${'x'.repeat(36)}`), invalid('lang', 'field.textAtMost', 'lang must be at most 35 characters'));
    expectProblem(await http().get(`/api/maps/${AREA}/image?t=1&t=2`), invalid('t', 'field.aText', 't must be a text'));
    expectProblem(await http().get(`/api/maps/${AREA}/image?size=3`), invalid('size', 'field.notAllowed', 'property size should not exist'));
  });

  it('serves a category icon as SVG with an ETag; 400 for a bad code, 404 for an unknown one', async () => {
    const res = await http().get('/api/maps/categories/21/icon').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(String(res.body)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="32" height="32"/);
    await http().get('/api/maps/categories/21/icon').set('If-None-Match', res.headers.etag!).expect(304);
    const other = await http().get('/api/maps/categories/76/icon').expect(200);
    expect(other.headers.etag).not.toBe(res.headers.etag);
    // The page's own quest (999) and NPC (998) markers have icons too.
    await http().get('/api/maps/categories/999/icon').expect(200);
    await http().get('/api/maps/categories/998/icon').expect(200);
    expectProblem(await http().get('/api/maps/categories/abc/icon'), { status: 400, detail: 'code must be an integer from 0 to 9999' });
    expectProblem(await http().get('/api/maps/categories/4242/icon'), { status: 404, code: 'atlas.noMarkerCategory', params: { code: 4242 }, detail: 'No marker category 4242' });
    expectProblem(await http().get('/api/maps/categories/4242/icon').set('Accept-Language', 'fr'), {
      status: 404, code: 'atlas.noMarkerCategory', detail: 'Aucune catégorie de marqueurs avec le code 4242',
    });
  });

  it('keeps a rendered image in memory and Redis until data.changed for atlas', async () => {
    const cache = app.get(CacheService);
    const images = app.get(MapImagesService);
    // A dungeon: the quickest picture to draw twice.
    const key = `map-image:v${DRAWING_VERSION}:${DUNGEON}:de`;
    const first = await png(`/api/maps/${DUNGEON}/image?lang=de`).expect(200);
    expect(sameBytes(await cache.getBuffer(key), first.body)).toBe(true);

    const events = app.get(EventsService);
    expect(await events.whenListening()).toBe(true);
    // Another service's change leaves the images alone.
    await events.publish({ type: 'data.changed', service: 'loot' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sameBytes(await cache.getBuffer(key), first.body)).toBe(true);

    await events.publish({ type: 'data.changed', service: 'atlas' });
    expect(await eventually(async () => (await cache.getBuffer(key)) === undefined)).toBe(true);
    images.lastRenderMs = null;
    const again = await png(`/api/maps/${DUNGEON}/image?lang=de`).expect(200);
    // Drawn anew (same data, same picture) and stored again.
    expect(images.lastRenderMs).not.toBeNull();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(sameBytes(await cache.getBuffer(key), again.body)).toBe(true);
  }, 120_000);
});
