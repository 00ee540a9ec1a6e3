// Connection checks of PostgreSQL and Redis, in plain JavaScript so that the launcher (scripts/start.mjs) can use
// them before anything is built; the edge entry (@eoa/server-kit/edge) re-exports them for the gateway's health
// and the services' start. One short-lived connection each, no pool, no retries, short timeouts: a check must
// answer quickly and must not leave a client reconnecting in the background while a dependency is down.
import pg from 'pg';
import { Redis } from 'ioredis';

/** Connects once and runs `select 1`; rejects with pg's error (code, message) when it cannot. */
export async function probePostgres(databaseUrl, timeoutMs = 5000) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  // An error after connect (server going away) must not become an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Connects once and sends PING; rejects with the socket's own error (ECONNREFUSED …) when it cannot. */
export async function probeRedis(redisUrl, timeoutMs = 1500) {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    // After a refused connection ioredis would otherwise keep a 2 s timer for a socket already gone.
    disconnectTimeout: 100,
  });
  // connect() rejects with a bare "Connection is closed."; the socket error says why.
  let socketError;
  client.on('error', (error) => {
    socketError = error;
  });
  try {
    await client.connect();
    await client.ping();
    await client.quit();
  } catch (error) {
    client.disconnect();
    throw socketError ?? error;
  }
}
