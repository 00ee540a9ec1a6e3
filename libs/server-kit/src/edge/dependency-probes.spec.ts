import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config.js';
import { checkDependency, createDependencyProbes, describeAddress } from './dependency-probes.js';

/** A port with nothing listening (bound once, then released): connections to it are refused. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Real connections. The "down" cases use a port where nothing listens, so they hold on any machine; the
 * "ok" case needs the PostgreSQL and Redis the project runs on (DATABASE_URL / REDIS_URL, as npm start).
 */
describe('dependency probes', () => {
  it('report PostgreSQL and Redis down quickly at a dead address, without the password', async () => {
    const port = await deadPort();
    const probes = createDependencyProbes(`postgres://eoa:secret@127.0.0.1:${port}/eoa`, `redis://:secret@127.0.0.1:${port}`, 1_000);
    const started = Date.now();
    const [postgres, redis] = await Promise.all([probes.postgres(), probes.redis()]);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(postgres).toMatchObject({ status: 'down', message: expect.stringContaining(`PostgreSQL at 127.0.0.1:${port}/eoa: `) });
    expect(redis).toMatchObject({ status: 'down', message: expect.stringContaining(`Redis at 127.0.0.1:${port}: `) });
    expect(`${postgres.message} ${redis.message}`).toContain('ECONNREFUSED');
    expect(`${postgres.message} ${redis.message}`).not.toContain('secret');
  });

  it('report ok against the running PostgreSQL and Redis', async () => {
    const config = loadConfig();
    const probes = createDependencyProbes(config.databaseUrl, config.redisUrl);
    await expect(probes.postgres()).resolves.toMatchObject({ status: 'ok', latencyMs: expect.any(Number) });
    await expect(probes.redis()).resolves.toMatchObject({ status: 'ok', latencyMs: expect.any(Number) });
  });

  it('count a check that does not answer in time as down, saying so', async () => {
    const report = await checkDependency('Redis', 'cache:6379', () => new Promise<never>(() => undefined), 50);
    expect(report).toMatchObject({ status: 'down', message: 'Redis at cache:6379: no answer within 50 ms' });
    expect(report.latencyMs).toBeGreaterThanOrEqual(45);
  });

  it('describe an address without credentials', () => {
    expect(describeAddress('postgres://user:pw@db:5433/eoa')).toBe('db:5433/eoa');
    expect(describeAddress('redis://:pw@cache')).toBe('cache:6379');
    expect(describeAddress('not a url')).toBe('an unparseable address');
  });
});
