import { once } from 'node:events';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, jest } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { matchesTag, negotiateEncoding, PrecompressedStore } from './precompressed.js';

/** A Redis stand-in: a Map, or (down) one that never holds anything, as CacheService behaves without Redis. */
function fakeCache(down = false) {
  const entries = new Map<string, Buffer>();
  return {
    entries,
    getBuffer: async (key: string) => (down ? undefined : entries.get(key)),
    setBuffer: async (key: string, value: Buffer) => {
      if (!down) entries.set(key, value);
    },
    delByPrefix: async (prefix: string) => {
      const keys = [...entries.keys()].filter((key) => key.startsWith(prefix));
      keys.forEach((key) => entries.delete(key));
      return keys.length;
    },
  };
}

const VALUE = { items: Array.from({ length: 500 }, (_, id) => ({ id, name: `Item ${id}`, text: 'é'.repeat(20) })) };

function appWith(store: PrecompressedStore, produce: () => Promise<unknown>, tag = 'items-abc') {
  const app = express();
  app.get('/big', (req, res) =>
    store.send(res, { tag, produce, ifNoneMatch: req.headers['if-none-match'], acceptEncoding: req.headers['accept-encoding'], vary: 'Accept-Language' }),
  );
  return app;
}

/** GET with Node's own client, so the body arrives as sent (supertest would decompress it). */
async function rawGet(app: express.Express, headers: Record<string, string>) {
  const server = app.listen(0);
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/big', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('PrecompressedStore', () => {
  it('sends br, gzip and plain bodies of the same JSON, each with its own strong ETag, Vary and no-cache', async () => {
    const produce = jest.fn(async () => VALUE);
    const app = appWith(new PrecompressedStore(fakeCache(), { keyPrefix: 'big:', label: 'Test' }), produce);
    const br = await rawGet(app, { 'Accept-Encoding': 'br, gzip' });
    const gz = await rawGet(app, { 'Accept-Encoding': 'gzip' });
    const plain = await rawGet(app, { 'Accept-Encoding': 'identity' });
    expect([br.status, gz.status, plain.status]).toEqual([200, 200, 200]);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(VALUE);
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(VALUE);
    expect(JSON.parse(plain.body.toString())).toEqual(VALUE);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect([br.headers.etag, gz.headers.etag, plain.headers.etag]).toEqual(['"items-abc-br"', '"items-abc-gzip"', '"items-abc-identity"']);
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(br.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('answers 304 to any encoding’s tag without building anything', async () => {
    const produce = jest.fn(async () => VALUE);
    const app = appWith(new PrecompressedStore(fakeCache(), { keyPrefix: 'big:', label: 'Test' }), produce);
    for (const tag of ['"items-abc-gzip"', 'W/"items-abc-br"', '"other", "items-abc-identity"', '*']) {
      const res = await request(app).get('/big').set('Accept-Encoding', 'br').set('If-None-Match', tag).expect(304);
      expect(res.headers.etag).toBe('"items-abc-br"');
    }
    await request(app).get('/big').set('If-None-Match', '"items-old-br"').expect(200);
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('builds once for concurrent requests, and a second process takes the bodies from the shared cache', async () => {
    const cache = fakeCache();
    const produce = jest.fn(async () => VALUE);
    const first = new PrecompressedStore(cache, { keyPrefix: 'big:', label: 'Test' });
    await Promise.all([first.get('t1', produce), first.get('t1', produce), first.get('t1', produce)]);
    expect(produce).toHaveBeenCalledTimes(1);
    expect([...cache.entries.keys()].sort()).toEqual(['big:t1:br', 'big:t1:gzip']);
    const restarted = new PrecompressedStore(cache, { keyPrefix: 'big:', label: 'Test' });
    const body = await restarted.get('t1', produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(JSON.parse(gunzipSync(body.gzip).toString())).toEqual(VALUE);
  });

  it('still answers when the cache is down, and clear() empties both levels', async () => {
    const produce = jest.fn(async () => VALUE);
    const down = new PrecompressedStore(fakeCache(true), { keyPrefix: 'big:', label: 'Test' });
    await request(appWith(down, produce)).get('/big').set('Accept-Encoding', 'gzip').expect(200);
    const cache = fakeCache();
    const store = new PrecompressedStore(cache, { keyPrefix: 'big:', label: 'Test' });
    await store.get('t2', produce);
    expect(await store.clear()).toBe(2);
    await store.get('t2', produce);
    expect(produce).toHaveBeenCalledTimes(3);
  });

  it('does not memoise an answer whose tag went stale while it was built', async () => {
    const produce = jest.fn(async () => VALUE);
    const store = new PrecompressedStore(fakeCache(true), { keyPrefix: 'big:', label: 'Test' });
    await store.get('t3', produce, () => false);
    await store.get('t3', produce, () => false);
    expect(produce).toHaveBeenCalledTimes(2);
    await store.get('t3', produce, () => true);
    await store.get('t3', produce, () => true);
    expect(produce).toHaveBeenCalledTimes(3);
  });
});

describe('negotiateEncoding and matchesTag', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['gzip;q=abc', 'identity'],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('matches only the tag’s own encodings', () => {
    expect(matchesTag('"t-br"', 't')).toBe(true);
    expect(matchesTag('"t-deflate"', 't')).toBe(false);
    expect(matchesTag(undefined, 't')).toBe(false);
  });
});
