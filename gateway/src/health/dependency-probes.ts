import pg from 'pg';
import { Redis } from 'ioredis';
import type { DependencyHealth } from '@eoa/contracts';

/** Checks of the shared PostgreSQL and Redis; an interface so tests can script their answers. */
export interface DependencyProbes {
  postgres(): Promise<DependencyHealth>;
  redis(): Promise<DependencyHealth>;
}

/** host:port/database of a connection URL: says where without printing a password. */
export function describeAddress(connectionUrl: string): string {
  try {
    const url = new URL(connectionUrl);
    return `${url.hostname}:${url.port || (url.protocol.startsWith('redis') ? '6379' : '5432')}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return 'an unparseable address';
  }
}

async function timed(name: string, address: string, check: () => Promise<void>): Promise<DependencyHealth> {
  const started = performance.now();
  try {
    await check();
    return { status: 'ok', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : String(error);
    return { status: 'down', latencyMs: Math.round(performance.now() - started), message: `${name} at ${address}: ${reason}` };
  }
}

/**
 * One short-lived connection per check, with every timeout short and no reconnection: a health check must
 * answer quickly and must not leave a client retrying in the background while a dependency is down.
 * (The health route coalesces concurrent checks, so a burst of requests does not open a burst of sockets.)
 */
export function createDependencyProbes(databaseUrl: string, redisUrl: string, timeoutMs = 1_500): DependencyProbes {
  return {
    postgres: () =>
      timed('PostgreSQL', describeAddress(databaseUrl), async () => {
        const client = new pg.Client({
          connectionString: databaseUrl,
          connectionTimeoutMillis: timeoutMs,
          query_timeout: timeoutMs,
        });
        // An error after the check (server restart) must not become an unhandled 'error' event.
        client.on('error', () => undefined);
        try {
          await client.connect();
          await client.query('select 1');
        } finally {
          await client.end().catch(() => undefined);
        }
      }),
    redis: () =>
      timed('Redis', describeAddress(redisUrl), async () => {
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
        // connect() rejects with a bare "Connection is closed."; the socket error says why (ECONNREFUSED…).
        let socketError: Error | undefined;
        client.on('error', (error: Error) => {
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
      }),
  };
}
