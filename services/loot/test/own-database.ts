import pg from 'pg';

export interface OwnDatabase {
  url: string;
  /** Puts DATABASE_URL back and drops the database. */
  restore(): Promise<void>;
}

async function onServer(url: URL, sql: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of this test file's own, beside the run's (libs/server-kit/testing), and DATABASE_URL pointing
 * at it until restore(): the seed tests start from an empty schema even while other test files of the run
 * boot the service (and seed it) on the run's database.
 */
export async function useOwnDatabase(label: string): Promise<OwnDatabase> {
  const previous = process.env.DATABASE_URL;
  const runDatabase = process.env.EOA_TEST_DATABASE;
  if (!previous || !runDatabase) throw new Error('useOwnDatabase needs the Jest global setup of @eoa/server-kit/testing');
  const name = `${runDatabase}_${label}`;
  if (!/^eoa_test_[a-z0-9_]+$/.test(name)) throw new Error(`unexpected test database name ${name}`);
  const url = new URL(previous);
  await onServer(url, `CREATE DATABASE "${name}"`);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return {
    url: url.toString(),
    async restore() {
      process.env.DATABASE_URL = previous;
      await onServer(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
