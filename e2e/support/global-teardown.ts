import pg from 'pg';
import { Redis } from 'ioredis';
import { e2eEnvironment } from './environment.js';

/** Drops this run's database and Redis keys, so e2e runs leave nothing behind. */
export default async function globalTeardown(): Promise<void> {
  const env = e2eEnvironment();
  const client = new pg.Client({ connectionString: `${env.serverUrl}/postgres` });
  try {
    await client.connect();
    // FORCE: the services may still hold connections while Playwright stops them.
    await client.query(`DROP DATABASE IF EXISTS "${env.databaseName.replace(/"/g, '""')}" WITH (FORCE)`);
  } catch (error) {
    console.warn(`e2e teardown: could not drop ${env.databaseName}:`, (error as Error).message);
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(env.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.redisPrefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } catch (error) {
    console.warn('e2e teardown: could not clear Redis keys:', (error as Error).message);
  } finally {
    redis.disconnect();
  }
}
