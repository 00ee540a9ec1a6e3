import type { DependencyHealth, RuntimeMode } from '@eoa/contracts';
import type { AppConfig } from '../config.js';

/** How each part runs under this configuration (see RuntimeMode). */
export function runtimeModeOf(config: Pick<AppConfig, 'databaseMode' | 'redisEnabled'>): RuntimeMode {
  const shared = config.redisEnabled ? 'redis' : 'postgres';
  return {
    database: config.databaseMode,
    cache: config.redisEnabled ? 'redis' : 'in-process',
    events: shared,
    rateLimits: shared,
    tokenDenylist: shared,
  };
}

/** The one line a process logs at start: "PostgreSQL embedded; cache in-process, events postgres, …". */
export function describeRuntimeMode(mode: RuntimeMode): string {
  return (
    `PostgreSQL ${mode.database}; ${mode.cache === 'redis' ? 'Redis for cache' : 'no Redis: cache in each process'}, ` +
    `events over ${mode.events === 'redis' ? 'Redis pub/sub' : 'PostgreSQL LISTEN/NOTIFY'}, ` +
    `rate limits in ${mode.rateLimits === 'redis' ? 'Redis' : 'PostgreSQL'}, ` +
    `admin token denylist in ${mode.tokenDenylist === 'redis' ? 'Redis' : 'PostgreSQL'}`
  );
}

/** Redis's entry in a health answer when the deployment runs without it. */
export const REDIS_NOT_USED: DependencyHealth = {
  status: 'off',
  message: 'not used (REDIS_URL=none): caches in each process, events, rate limits and the token denylist in PostgreSQL',
};
