// Types of index.mjs, for the TypeScript tests that import @eoa/server-kit/testing.

/** Creates the run's database and sets DATABASE_URL, REDIS_PREFIX and `extraEnv` in process.env. */
export function setupTestEnvironment(extraEnv?: Record<string, string>): Promise<void>;

/** Drops the run's database and deletes every Redis key under the run's prefix. */
export function teardownTestEnvironment(): Promise<void>;

export function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void>;

export interface OwnDatabase {
  url: string;
  /** Puts DATABASE_URL back and drops the database. */
  restore(): Promise<void>;
}

/** A database of this test file's own beside the run's, DATABASE_URL pointing at it until restore(). */
export function useOwnDatabase(label: string): Promise<OwnDatabase>;

/** A loopback port nothing listens on (bound, then released): REDIS_URL at it is "Redis stopped". */
export function closedPort(): Promise<number>;

/**
 * Runs `fn` with the environment variables `vars` set (undefined removes one), every one of them put back afterwards
 * (also when `fn` fails): boot an app with its own REDIS_PREFIX, ATLAS_URL, BACKUP_DIR … without leaking them.
 */
export function withEnvironment<T>(vars: Record<string, string | undefined>, fn: () => Promise<T> | T): Promise<T>;

/** Polls `check` every 50 ms until it holds (true) or `timeoutMs` (default 5000) passed (false): for effects of an event. */
/** What the cache's next clear() dropped, once it has finished (the cache's own clear() is put back). */
export function nextClear(cache: { clear(): Promise<number> }): Promise<number>;
export function eventually(check: () => Promise<boolean> | boolean, timeoutMs?: number): Promise<boolean>;
