import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import type { RedisService } from '../redis/redis.service.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

function fakeResponse() {
  const res = { statusCode: 200, headers: {} as Record<string, string> };
  const api = {
    status(code: number) {
      res.statusCode = code;
      return api;
    },
    setHeader(name: string, value: string) {
      res.headers[name] = value;
      return api;
    },
  };
  return { res, api: api as unknown as Response };
}

const ADDRESSES = {
  databaseUrl: 'postgres://eoa:secret@db:5433/eoa',
  redisUrl: 'redis://:secret@cache:6380',
  redisEnabled: true,
  databaseMode: 'external' as const,
};

function controllerWith(database: () => Promise<unknown>, redis: { ready: boolean; ping?: () => Promise<string> }, settings = ADDRESSES) {
  const dataSource = { query: database } as unknown as DataSource;
  const redisService = {
    isReady: redis.ready,
    client: { status: redis.ready ? 'ready' : 'reconnecting', ping: redis.ping ?? (async () => 'PONG') },
  } as unknown as RedisService;
  return new HealthController(new HealthService(dataSource, redisService, { name: 'probe', version: '9.9.9' }, settings));
}

describe('health', () => {
  it('is ok with 200 when both answer, with latencies', async () => {
    const { res, api } = fakeResponse();
    const health = await controllerWith(async () => [{ '?column?': 1 }], { ready: true }).get(api);
    expect(health).toMatchObject({ service: 'probe', version: '9.9.9', status: 'ok', postgres: { status: 'ok' }, redis: { status: 'ok' } });
    expect(typeof health.postgres.latencyMs).toBe('number');
    expect(res.statusCode).toBe(200);
    expect(res.headers['Cache-Control']).toBe('no-store');
  });

  it('without Redis (REDIS_URL=none) is ok, says Redis is off and how each part runs', async () => {
    const { res, api } = fakeResponse();
    const health = await controllerWith(async () => [], { ready: false }, { ...ADDRESSES, redisEnabled: false, databaseMode: 'external' }).get(api);
    expect(health).toMatchObject({
      status: 'ok',
      redis: { status: 'off' },
      mode: { database: 'external', cache: 'in-process', events: 'postgres', rateLimits: 'postgres', tokenDenylist: 'postgres' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('reports the Redis mode when Redis is used', async () => {
    const { api } = fakeResponse();
    const health = await controllerWith(async () => [], { ready: true }).get(api);
    expect(health.mode).toEqual({ database: 'external', cache: 'redis', events: 'redis', rateLimits: 'redis', tokenDenylist: 'redis' });
  });

  it('is degraded but 200 when Redis is down', async () => {
    const { res, api } = fakeResponse();
    const health = await controllerWith(async () => [], { ready: false }).get(api);
    expect(health).toMatchObject({ status: 'degraded', postgres: { status: 'ok' }, redis: { status: 'down', message: 'Redis at cache:6380: not connected (reconnecting)' } });
    expect(res.statusCode).toBe(200);
  });

  it('is down with 503 when PostgreSQL fails, saying why', async () => {
    const { res, api } = fakeResponse();
    const health = await controllerWith(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    }, { ready: true }).get(api);
    expect(health).toMatchObject({ status: 'down', postgres: { status: 'down', message: 'PostgreSQL at db:5433/eoa: connect ECONNREFUSED 127.0.0.1:5432' } });
    expect(JSON.stringify(health)).not.toContain('secret');
    expect(res.statusCode).toBe(503);
  });

  it('counts a Redis that does not answer PING in time as down', async () => {
    const { api } = fakeResponse();
    const health = await controllerWith(async () => [], { ready: true, ping: () => new Promise<string>(() => undefined) }).get(api);
    expect(health).toMatchObject({ status: 'degraded', redis: { status: 'down', message: 'Redis at cache:6380: no answer within 2000 ms' } });
  });
});
