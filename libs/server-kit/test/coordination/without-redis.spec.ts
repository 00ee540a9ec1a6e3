// REDIS_URL=none against the real PostgreSQL: two "processes" (each with its own pool, listener and in-process
// cache) must agree on events, cache drops, rate limits and the token denylist, as replicas sharing Redis do.
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { DomainEvent } from '@eoa/contracts';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { RevokedAdminTokens } from '../../src/auth/revoked-admin-tokens.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { ServiceInfo } from '../../src/core/tokens.js';
import { CacheService } from '../../src/redis/cache.service.js';
import { EventsService } from '../../src/redis/events.service.js';
import { RedisService } from '../../src/redis/redis.service.js';
import { eventually } from '../../testing/index.mjs';
import { PgNotifications, pgChannelName } from '../../src/coordination/pg-notifications.js';
import { RateLimiters } from '../../src/coordination/rate-limiters.js';

const SCHEMA = 'kit_without_redis';
const service: ServiceInfo = { name: 'kit-noredis', version: '0' };

interface Replica {
  dataSource: DataSource;
  redis: RedisService;
  notifications: PgNotifications;
  cache: CacheService;
  events: EventsService;
  limiters: RateLimiters;
  denylist: RevokedAdminTokens;
}

describe('without Redis (REDIS_URL=none)', () => {
  let config: AppConfig;
  const replicas: Replica[] = [];

  async function replica(): Promise<Replica> {
    const dataSource = new DataSource({ type: 'postgres', url: config.databaseUrl, schema: SCHEMA, poolSize: 4 });
    await dataSource.initialize();
    await dataSource.query(`create schema if not exists ${SCHEMA}`);
    const redis = new RedisService(config, service);
    await redis.onModuleInit();
    const notifications = new PgNotifications(dataSource, config);
    const made: Replica = {
      dataSource,
      redis,
      notifications,
      cache: new CacheService(redis, notifications, service, config),
      events: new EventsService(redis, notifications, config),
      limiters: new RateLimiters(redis, dataSource),
      denylist: new RevokedAdminTokens(redis, dataSource),
    };
    replicas.push(made);
    return made;
  }

  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    config = { ...loadConfig({ ...process.env, REDIS_URL: 'none' }) };
  });

  afterAll(async () => {
    for (const { notifications, redis, dataSource } of replicas) {
      await notifications.onApplicationShutdown();
      await redis.onApplicationShutdown();
      await dataSource.destroy();
    }
    jest.restoreAllMocks();
  });

  it('reads REDIS_URL=none as Redis off and never connects to it', async () => {
    expect(config.redisEnabled).toBe(false);
    const { redis } = await replica();
    expect(redis.enabled).toBe(false);
    expect(redis.client.status).toBe('wait');
  });

  it('delivers events between processes over LISTEN/NOTIFY', async () => {
    const [one, two] = [await replica(), await replica()];
    const heard: DomainEvent[] = [];
    two.events.subscribe((event) => {
      heard.push(event);
    });
    await expect(two.events.whenListening()).resolves.toBe(true);
    await expect(one.events.publish({ type: 'settings.changed', keys: ['app_version'] })).resolves.toBe(true);
    expect(await eventually(() => heard.length === 1)).toBe(true);
    expect(heard[0]).toEqual({ type: 'settings.changed', keys: ['app_version'] });
  });

  it('keeps the cache in each process and drops an entry everywhere when one process deletes it', async () => {
    const [one, two] = [await replica(), await replica()];
    await Promise.all([one.notifications.whenListening(), two.notifications.whenListening()]);
    await one.cache.setJson('quest:1', { name: 'one' }, 60);
    await two.cache.setJson('quest:1', { name: 'two' }, 60);
    await two.cache.setJson('map:7', { id: 7 }, 60);
    await two.cache.setBuffer('icon:1', Buffer.from([1, 2, 3]), 60);
    // In each process: the two copies differ, nothing is shared.
    await expect(one.cache.getJson('quest:1')).resolves.toEqual({ name: 'one' });
    await expect(two.cache.getBuffer('icon:1')).resolves.toEqual(Buffer.from([1, 2, 3]));

    await one.cache.del('quest:1');
    await expect(one.cache.getJson('quest:1')).resolves.toBeUndefined();
    expect(await eventually(async () => (await two.cache.getJson('quest:1')) === undefined)).toBe(true);
    await expect(two.cache.getJson('map:7')).resolves.toEqual({ id: 7 });

    await one.cache.delByPrefix('map:');
    expect(await eventually(async () => (await two.cache.getJson('map:7')) === undefined)).toBe(true);
    await expect(two.cache.getBuffer('icon:1')).resolves.toEqual(Buffer.from([1, 2, 3]));
  });

  it('expires in-process entries with their TTL', async () => {
    const { cache } = await replica();
    await cache.setJson('short', 1, 1);
    await expect(cache.getJson('short')).resolves.toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(cache.getJson('short')).resolves.toBeUndefined();
  });

  it('counts a rate limit across processes in PostgreSQL', async () => {
    const [one, two] = [await replica(), await replica()];
    const limit = { keyPrefix: 'kit:limit', points: 3, durationSeconds: 60 };
    const [a, b] = [one.limiters.create(limit), two.limiters.create(limit)];
    await a.consume('203.0.113.9');
    await b.consume('203.0.113.9');
    await a.consume('203.0.113.9');
    await expect(b.consume('203.0.113.9')).rejects.toBeInstanceOf(RateLimiterRes);
    // Another client has its own count. The refused attempt counted too (4 of 3): a reward of 2 through the
    // other process leaves room for exactly one more, for both.
    await expect(b.consume('198.51.100.1')).resolves.toBeInstanceOf(RateLimiterRes);
    await a.reward('203.0.113.9', 2);
    await expect(b.consume('203.0.113.9')).resolves.toBeInstanceOf(RateLimiterRes);
    const [row] = (await one.dataSource.query(`select points from ${SCHEMA}.rate_limit_counters where key = $1`, ['kit:limit:203.0.113.9'])) as Array<{
      points: number;
    }>;
    expect(row?.points).toBe(3);
  });

  it('refuses a revoked admin token in every process at once', async () => {
    const [one, two] = [await replica(), await replica()];
    const expiresAt = new Date(Date.now() + 60_000);
    await expect(two.denylist.state('token-a')).resolves.toBe('valid');
    await one.denylist.revoke('token-a', expiresAt);
    await expect(two.denylist.state('token-a')).resolves.toBe('revoked');
    await expect(one.denylist.state('token-a')).resolves.toBe('revoked');
    await expect(two.denylist.state('token-b')).resolves.toBe('valid');
    // An expired revocation is not kept: the token is refused by its own expiry anyway.
    await one.denylist.revoke('token-old', new Date(Date.now() - 1000));
    await expect(two.denylist.state('token-old')).resolves.toBe('valid');
  });

  it('answers "unknown" (the guard then says 503) when PostgreSQL cannot be asked', async () => {
    const broken = await replica();
    await broken.dataSource.destroy();
    replicas.splice(replicas.indexOf(broken), 1);
    await broken.notifications.onApplicationShutdown();
    await expect(broken.denylist.state('token-z')).resolves.toBe('unknown');
  });

  it('keeps channel names PostgreSQL accepts as identifiers', () => {
    expect(pgChannelName('eoa:events')).toBe('eoa:events');
    const long = `${'p'.repeat(70)}:cache-drop:builder`;
    const name = pgChannelName(long);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
    expect(pgChannelName(long)).toBe(name);
    expect(pgChannelName(`${long}x`)).not.toBe(name);
  });
});
