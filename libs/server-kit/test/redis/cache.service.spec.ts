import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import { closedPort, eventually } from '../../testing/index.mjs';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { ServiceInfo } from '../../src/core/tokens.js';
import type { PgNotifications } from '../../src/coordination/pg-notifications.js';
import { CacheService } from '../../src/redis/cache.service.js';
import { RedisService } from '../../src/redis/redis.service.js';

const service: ServiceInfo = { name: 'kit-test', version: '0.0.0' };

describe('CacheService with Redis down', () => {
  let redis: RedisService;
  let cache: CacheService;
  const warnings: string[] = [];

  beforeAll(async () => {
    const config: AppConfig = { ...loadConfig(), redisUrl: `redis://127.0.0.1:${await closedPort()}` };
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    redis = new RedisService(config, service);
    cache = new CacheService(redis, {} as PgNotifications, service, config);
    await redis.onModuleInit();
    // Let the first connection attempt fail, as it would in a running service.
    expect(await eventually(() => warnings.length > 0)).toBe(true);
  });

  afterAll(async () => {
    await redis.onApplicationShutdown();
    jest.restoreAllMocks();
  });

  it('answers every call without waiting for the connection that is not there', async () => {
    const calls = {
      setJson: cache.setJson('k', { a: 1 }, 60),
      getJson: cache.getJson('k'),
      del: cache.del('k'),
      delByPrefix: cache.delByPrefix(''),
      getOrLoad: cache.getOrLoad('k', 60, async () => 'from source'),
      setBuffer: cache.setBuffer('b', Buffer.from([1, 2]), 60),
      getBuffer: cache.getBuffer('b'),
    };
    // A call with no I/O to wait for (no command sent, no connection awaited) settles within the event loop's current
    // turn; one waiting on a socket or a timer cannot.
    const settled = new Set<string>();
    for (const [name, call] of Object.entries(calls)) {
      const done = () => settled.add(name);
      void call.then(done, done);
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(Object.keys(calls).filter((name) => !settled.has(name))).toEqual([]);
    await Promise.all(Object.values(calls));
  });

  it('behaves as an empty cache and never throws', async () => {
    await expect(cache.setJson('k', { a: 1 }, 60)).resolves.toBeUndefined();
    await expect(cache.getJson('k')).resolves.toBeUndefined();
    await expect(cache.del('k')).resolves.toBeUndefined();
    await expect(cache.delByPrefix('')).resolves.toBe(0);
    await expect(cache.getOrLoad('k', 60, async () => 'from source')).resolves.toBe('from source');
    await expect(cache.setBuffer('b', Buffer.from([1, 2]), 60)).resolves.toBeUndefined();
    await expect(cache.getBuffer('b')).resolves.toBeUndefined();
  });

  it('logs the outage once, not on every call or retry', async () => {
    for (let i = 0; i < 5; i += 1) await cache.getJson('k');
    await new Promise((resolve) => setTimeout(resolve, 1200)); // spans at least one reconnect attempt
    const outage = warnings.filter((line) => line.includes('Redis unavailable'));
    expect(outage).toHaveLength(1);
    expect(outage[0]).toContain('127.0.0.1');
  });
});

describe('CacheService with Redis up', () => {
  let redis: RedisService;
  let cache: CacheService;

  beforeAll(async () => {
    redis = new RedisService(loadConfig(), service);
    cache = new CacheService(redis, {} as PgNotifications, service, loadConfig());
    await redis.onModuleInit();
    expect(await eventually(() => redis.isReady)).toBe(true);
  });

  afterAll(async () => {
    await redis.onApplicationShutdown();
  });

  it('stores JSON with a TTL under the service namespace and the run prefix', async () => {
    await cache.setJson('greeting:en', { text: 'Hello' }, 30);
    await expect(cache.getJson('greeting:en')).resolves.toEqual({ text: 'Hello' });
    const fullKey = `${loadConfig().redisPrefix}cache:kit-test:greeting:en`;
    // A raw client without keyPrefix proves where the key really lives.
    const raw = new Redis(loadConfig().redisUrl);
    try {
      const ttl = await raw.ttl(fullKey);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(30);
    } finally {
      raw.disconnect();
    }
  });

  it('deletes one key and keys by prefix', async () => {
    await cache.setJson('t:en', 1, 30);
    await cache.setJson('t:de', 2, 30);
    await cache.setJson('other', 3, 30);
    await cache.del('other');
    await expect(cache.getJson('other')).resolves.toBeUndefined();
    await expect(cache.delByPrefix('t:')).resolves.toBe(2);
    await expect(cache.getJson('t:en')).resolves.toBeUndefined();
    await expect(cache.getJson('greeting:en')).resolves.toEqual({ text: 'Hello' });
  });

  it('stores binary values byte for byte (compressed bodies)', async () => {
    const bytes = Buffer.from([0x1f, 0x8b, 0x00, 0xff, 0x80, 0x0a, 0x00]);
    await cache.setBuffer('body:br', bytes, 30);
    const back = await cache.getBuffer('body:br');
    expect(Buffer.isBuffer(back)).toBe(true);
    expect(back!.equals(bytes)).toBe(true);
    await expect(cache.getBuffer('body:none')).resolves.toBeUndefined();
  });

  it('loads once and then answers from the cache', async () => {
    const load = jest.fn(async () => ({ n: 1 }));
    await expect(cache.getOrLoad('once', 30, load)).resolves.toEqual({ n: 1 });
    await expect(cache.getOrLoad('once', 30, load)).resolves.toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
