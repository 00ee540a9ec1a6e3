import { describe, expect, it, jest } from '@jest/globals';
import { closedPort } from '../../testing/index.mjs';
import { loadConfig } from '../../src/config.js';
import { checkDependency, createDependencyProbes, describeAddress } from '../../src/edge/dependency-probes.js';

/**
 * Real connections. The "down" cases use a port where nothing listens, so they hold on any machine; the
 * "ok" case needs the PostgreSQL and Redis the project runs on (DATABASE_URL / REDIS_URL, as npm start).
 */
describe('dependency probes', () => {
  it('report PostgreSQL and Redis down at a dead address from the refusal itself, without the password', async () => {
    const port = await closedPort();
    // A limit far beyond the test's own timeout: only answers that come from the refusal, not from waiting the limit
    // out, let this test finish.
    const probes = createDependencyProbes(`postgres://eoa:secret@127.0.0.1:${port}/eoa`, `redis://:secret@127.0.0.1:${port}`, 600_000);
    const [postgres, redis] = await Promise.all([probes.postgres(), probes.redis()]);
    expect(postgres).toMatchObject({ status: 'down', message: expect.stringContaining(`PostgreSQL at 127.0.0.1:${port}/eoa: `) });
    expect(redis).toMatchObject({ status: 'down', message: expect.stringContaining(`Redis at 127.0.0.1:${port}: `) });
    for (const report of [postgres, redis]) {
      expect(report.message).toContain('ECONNREFUSED');
      expect(report.message).not.toContain('no answer within');
      expect(report.message).not.toContain('secret');
    }
  });

  it('report ok against the running PostgreSQL and Redis', async () => {
    const config = loadConfig();
    const probes = createDependencyProbes(config.databaseUrl, config.redisUrl);
    await expect(probes.postgres()).resolves.toMatchObject({ status: 'ok', latencyMs: expect.any(Number) });
    await expect(probes.redis()).resolves.toMatchObject({ status: 'ok', latencyMs: expect.any(Number) });
  });

  it('count a check that does not answer in time as down once its limit is reached, saying so', async () => {
    // Jest's clock, not the machine's: the limit is reached exactly when the clock says so, however busy the machine.
    jest.useFakeTimers();
    try {
      let settled = false;
      const report = checkDependency('Redis', 'cache:6379', () => new Promise<never>(() => undefined), 50).finally(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(49);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      await expect(report).resolves.toEqual({ status: 'down', latencyMs: 50, message: 'Redis at cache:6379: no answer within 50 ms' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('describe an address without credentials', () => {
    expect(describeAddress('postgres://user:pw@db:5433/eoa')).toBe('db:5433/eoa');
    expect(describeAddress('redis://:pw@cache')).toBe('cache:6379');
    expect(describeAddress('not a url')).toBe('an unparseable address');
  });
});
