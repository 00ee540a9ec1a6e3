import pg from 'pg';

/** Connects once and runs `select 1`; rejects with pg's error (code, message) when it cannot. */
export async function probePostgres(databaseUrl: string, timeoutMs = 5000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs });
  // An error after connect (server going away) must not become an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
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
