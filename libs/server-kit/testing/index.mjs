// Jest global setup/teardown shared by server-kit and the services (plain ESM: Jest loads global
// hooks natively, before its module mapping and transforms exist).
//
// Each test run gets its own PostgreSQL database `eoa_test_<id>` and its own Redis key prefix, both
// passed to the tests (and to loadConfig) through process.env, and both removed at the end, so runs
// never see each other's rows or cache entries (STACK-NOTES: a stale cache once answered a new row).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

function serverUrl() {
  // TEST_POSTGRES_URL wins; otherwise the server of DATABASE_URL (never its database).
  return new URL(process.env.TEST_POSTGRES_URL || process.env.DATABASE_URL || DEFAULT_SERVER_URL);
}

function withDatabase(url, name) {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

async function onMaintenanceDatabase(work, server = serverUrl()) {
  const url = withDatabase(server, 'postgres');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Tests need PostgreSQL at ${url.replace(/:[^:@/]*@/, ':***@')}: ${error.message}`, { cause: error });
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the run's database and sets DATABASE_URL, REDIS_PREFIX and `extraEnv` in process.env. */
export async function setupTestEnvironment(extraEnv = {}) {
  const id = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const database = `eoa_test_${id}`;
  await onMaintenanceDatabase((client) => client.query(`CREATE DATABASE "${database}"`));
  process.env.EOA_TEST_DATABASE = database;
  process.env.DATABASE_URL = withDatabase(serverUrl(), database);
  process.env.REDIS_URL = process.env.REDIS_URL || DEFAULT_REDIS_URL;
  process.env.REDIS_PREFIX = `eoa_test_${id}:`;
  for (const [key, value] of Object.entries(extraEnv)) process.env[key] = value;
}

/** Drops the run's database and deletes every Redis key under the run's prefix. */
export async function teardownTestEnvironment() {
  const database = process.env.EOA_TEST_DATABASE;
  if (database && /^eoa_test_[a-z0-9_]+$/.test(database)) {
    await onMaintenanceDatabase((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
  }
  const prefix = process.env.REDIS_PREFIX;
  if (prefix && prefix.startsWith('eoa_test_')) await deleteRedisKeys(process.env.REDIS_URL || DEFAULT_REDIS_URL, prefix);
}

/**
 * A database of the calling test file's own, `<run database>_<label>` beside the run's, and DATABASE_URL
 * pointing at it until restore() (which puts DATABASE_URL back and drops it): a seed test starts from an
 * empty schema even while other test files of the run boot the service (and seed it) on the run's database.
 */
export async function useOwnDatabase(label) {
  const previous = process.env.DATABASE_URL;
  const runDatabase = process.env.EOA_TEST_DATABASE;
  if (!previous || !runDatabase) throw new Error('useOwnDatabase needs the Jest global setup of @eoa/server-kit/testing');
  const name = `${runDatabase}_${label}`;
  if (!/^eoa_test_[a-z0-9_]+$/.test(name)) throw new Error(`unexpected test database name ${name}`);
  const server = new URL(previous);
  await onMaintenanceDatabase((client) => client.query(`CREATE DATABASE "${name}"`), server);
  const url = withDatabase(server, name);
  process.env.DATABASE_URL = url;
  return {
    url,
    async restore() {
      process.env.DATABASE_URL = previous;
      await onMaintenanceDatabase((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`), server);
    },
  };
}

export async function deleteRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } catch {
    // Redis being down during a test run is a case the tests cover; nothing to clean then.
  } finally {
    redis.disconnect();
  }
}

/** A loopback port nothing listens on (bound, then released): REDIS_URL at it is "Redis stopped". */
export async function closedPort() {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Runs `fn` with the environment variables `vars` set (a value of undefined removes one) and puts every one of them
 * back afterwards, also when `fn` fails: an app booted inside reads its configuration from them (loadConfig at boot),
 * while the rest of the test file keeps the run's. A variable that was not set is removed again, not set to
 * "undefined".
 */
export async function withEnvironment(vars, fn) {
  const previous = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const assign = (values) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  assign(vars);
  try {
    return await fn();
  } finally {
    assign(previous);
  }
}

/**
 * Resolves with what the cache's next clear() dropped, once that clear has finished: a test that publishes
 * data.changed waits for the event to have been acted on, not for a clock. The cache's own clear() is put back.
 */
export function nextClear(cache) {
  return new Promise((resolve, reject) => {
    const clear = cache.clear;
    cache.clear = async function clearAndTell(...args) {
      cache.clear = clear;
      try {
        const dropped = await clear.apply(this, args);
        resolve(dropped);
        return dropped;
      } catch (error) {
        reject(error);
        throw error;
      }
    };
  });
}

/**
 * Polls `check` every 50 ms until it holds (true) or `timeoutMs` passed (false): for effects of an event. The bound
 * only keeps a broken test from hanging: it is no aim for speed, so it is long enough for a loaded machine (under
 * Jest's 20 s per test).
 */
export async function eventually(check, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
