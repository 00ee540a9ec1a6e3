import { loadConfig } from '@eoa/server-kit/edge';
import { createDependencyProbes, describeAddress } from '@eoa/server-kit/edge';
import { deadPort } from './support/upstream.js';

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
    expect(postgres).toMatchObject({ status: 'down', message: expect.stringContaining(`PostgreSQL at 127.0.0.1:${port}/eoa`) });
    expect(redis).toMatchObject({ status: 'down', message: expect.stringContaining(`Redis at 127.0.0.1:${port}`) });
    expect(`${postgres.message} ${redis.message}`).not.toContain('secret');
  });

  it('report ok against the running PostgreSQL and Redis', async () => {
    const config = loadConfig();
    // The server's maintenance database: the app database may not have been created yet.
    const serverUrl = new URL(config.databaseUrl);
    serverUrl.pathname = '/postgres';
    const probes = createDependencyProbes(serverUrl.toString(), config.redisUrl);
    await expect(probes.postgres()).resolves.toMatchObject({ status: 'ok' });
    await expect(probes.redis()).resolves.toMatchObject({ status: 'ok' });
  });

  it('describes an address without credentials', () => {
    expect(describeAddress('postgres://user:pw@db:5433/eoa')).toBe('db:5433/eoa');
    expect(describeAddress('redis://:pw@cache')).toBe('cache:6379');
    expect(describeAddress('not a url')).toBe('an unparseable address');
  });
});
