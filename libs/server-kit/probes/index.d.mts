// Types of index.mjs (plain JavaScript so the launcher can run it before the build).

/** Connects once and runs `select 1`; rejects with pg's error (code, message) when it cannot. */
export function probePostgres(databaseUrl: string, timeoutMs?: number): Promise<void>;

/** Connects once and sends PING; rejects with the socket's own error (ECONNREFUSED …) when it cannot. */
export function probeRedis(redisUrl: string, timeoutMs?: number): Promise<void>;
