// ensureDatabase against the real PostgreSQL of DATABASE_URL (or the default): created once when missing,
// and two launchers creating the same database at the same moment both succeed.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { DEFAULT_DATABASE_URL } from './environment.mjs';
import { connectPostgres, ensureDatabase } from './preflight.mjs';

const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;

test('ensureDatabase creates a missing database once, and two at once both succeed', async () => {
  const name = `eoa_test_ensure_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const clients = await Promise.all([connectPostgres(serverUrl), connectPostgres(serverUrl), connectPostgres(serverUrl)]);
  try {
    const created = await Promise.all([ensureDatabase(clients[0], url.toString()), ensureDatabase(clients[1], url.toString())]);
    assert.equal(created.filter(Boolean).length, 1, `exactly one of two concurrent calls creates it (got ${created})`);
    assert.equal(await ensureDatabase(clients[2], url.toString()), false);
    const found = await clients[2].query('select 1 from pg_database where datname = $1', [name]);
    assert.equal(found.rowCount, 1);
  } finally {
    await clients[2].query(`drop database if exists "${name}"`);
    await Promise.all(clients.map((client) => client.end()));
  }
});
