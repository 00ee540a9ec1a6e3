// Checks of PostgreSQL and Redis with one short-lived connection each: used by the services before they start
// (probePostgres) and by the gateway's health (createDependencyProbes). No pool, no retries, short timeouts: a
// check must answer quickly and must not leave a client reconnecting in the background while a dependency is down.
import pg from 'pg';
import { Redis } from 'ioredis';
import type { DependencyHealth } from '@eoa/contracts';

/** Connects once and runs `select 1`; rejects with pg's error (code, message) when it cannot. */
export async function probePostgres(databaseUrl: string, timeoutMs = 5000): Promise<void> {
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
export async function probeRedis(redisUrl: string, timeoutMs = 1500): Promise<void> {
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
}

/** pg and Node network errors as one short phrase, e.g. "connect ECONNREFUSED 127.0.0.1:5432". */
export function describeDatabaseError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map((inner: unknown) => describeDatabaseError(inner)).join('; ');
  }
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    const text = error.message || (typeof code === 'string' ? code : error.name);
    return typeof code === 'string' && !text.includes(code) ? `${text} [${code}]` : text;
  }
  return String(error);
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

/** How long a health check may take before its dependency counts as down (DESIGN: health answers in 2 s). */
export const DEPENDENCY_CHECK_TIMEOUT_MS = 2_000;

/** Rejects with "no answer within N ms" when `work` has not settled by then. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs a check and reports it as a DependencyHealth: ok with its latency, or down saying what, where and
 * why. The one report of the gateway's health (fresh connections) and the services' (their live pool and
 * Redis client).
 */
export async function checkDependency(
  name: string,
  address: string,
  check: () => Promise<unknown>,
  timeoutMs = DEPENDENCY_CHECK_TIMEOUT_MS,
): Promise<DependencyHealth> {
  const started = performance.now();
  const latencyMs = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    await within(check(), timeoutMs);
    return { status: 'ok', latencyMs: latencyMs() };
  } catch (error) {
    return { status: 'down', latencyMs: latencyMs(), message: `${name} at ${address}: ${describeDatabaseError(error)}` };
  }
}

/** Checks of the shared PostgreSQL and Redis; an interface so tests can script their answers. */
export interface DependencyProbes {
  postgres(): Promise<DependencyHealth>;
  redis(): Promise<DependencyHealth>;
}

/** Checks with a fresh connection each (the gateway holds no pool of its own). */
export function createDependencyProbes(databaseUrl: string, redisUrl: string, timeoutMs = 1_500): DependencyProbes {
  return {
    postgres: () => checkDependency('PostgreSQL', describeAddress(databaseUrl), () => probePostgres(databaseUrl, timeoutMs), timeoutMs),
    redis: () => checkDependency('Redis', describeAddress(redisUrl), () => probeRedis(redisUrl, timeoutMs), timeoutMs),
  };
}
