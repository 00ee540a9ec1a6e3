// Checks of PostgreSQL and Redis: used by the services before they start (probePostgres) and by the health of
// the gateway (createDependencyProbes: fresh connections) and of the services (checkDependency over their own
// pool and Redis client). The connection checks themselves are plain JavaScript (@eoa/server-kit/probes), shared
// with the launcher, which runs them before anything is built.
import type { DependencyHealth } from '@eoa/contracts';
import { probePostgres, probeRedis } from '@eoa/server-kit/probes';
import { REDIS_NOT_USED } from './runtime-mode.js';

export { probePostgres, probeRedis };

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

/** Checks with a fresh connection each (the gateway holds no pool of its own); `redisUrl` null: Redis is not used. */
export function createDependencyProbes(databaseUrl: string, redisUrl: string | null, timeoutMs = 1_500): DependencyProbes {
  return {
    postgres: () => checkDependency('PostgreSQL', describeAddress(databaseUrl), () => probePostgres(databaseUrl, timeoutMs), timeoutMs),
    redis: () =>
      redisUrl === null
        ? Promise.resolve(REDIS_NOT_USED)
        : checkDependency('Redis', describeAddress(redisUrl), () => probeRedis(redisUrl, timeoutMs), timeoutMs),
  };
}
