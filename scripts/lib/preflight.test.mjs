// ensureDatabase and dropDatabase against the real PostgreSQL of DATABASE_URL (or the default): created once
// when missing, two launchers creating the same database at the same moment both succeed, and the throwaway
// database is gone afterwards. checkRedis and portIsFree against real sockets.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, LaunchError, withDatabaseName } from './environment.mjs';
import { checkRedis, connectPostgres, dropDatabase, ensureDatabase, onPostgresServer, portIsFree } from './preflight.mjs';

const serverUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const exists = (name) =>
  onPostgresServer(serverUrl, async (client) => (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);

test('ensureDatabase creates a missing database once, two at once both succeed, and dropDatabase removes it', async () => {
  const name = `eoa_test_ensure_${randomBytes(4).toString('hex')}`;
  const url = withDatabaseName(serverUrl, name);
  const clients = await Promise.all([connectPostgres(serverUrl), connectPostgres(serverUrl)]);
  try {
    // Two launchers at the same moment: the loser sees 42P04 or 23505 (pg_database_datname_index), both "exists".
    const created = await Promise.all(clients.map((client) => ensureDatabase(client, url)));
    assert.equal(created.filter(Boolean).length, 1, `exactly one of two concurrent calls creates it (got ${created})`);
    assert.equal(await onPostgresServer(serverUrl, (client) => ensureDatabase(client, url)), false);
    assert.equal(await exists(name), true);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
    await onPostgresServer(serverUrl, (client) => dropDatabase(client, name));
  }
  assert.equal(await exists(name), false);
});

test('ensureDatabase reports another failure with the database name', async () => {
  const name = 'eoa_test_refused';
  const failing = { query: async () => Promise.reject(Object.assign(new Error('permission denied to create database'), { code: '42501' })) };
  await assert.rejects(ensureDatabase(failing, withDatabaseName(serverUrl, name)), {
    message: `Could not create the database "${name}": permission denied to create database`,
  });
});

test('portIsFree says whether something listens on a port', async () => {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, resolve));
  const { port } = server.address();
  try {
    assert.equal(await portIsFree(port), false);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  assert.equal(await portIsFree(port), true);
});

test('checkRedis passes against the running Redis and names the address and the fix when nothing answers', async () => {
  await checkRedis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL);
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  await assert.rejects(checkRedis(`redis://:secret@127.0.0.1:${port}`), (error) => {
    assert.ok(error instanceof LaunchError);
    assert.match(error.message, new RegExp(`^Redis is not reachable at 127\\.0\\.0\\.1:${port} \\(connect ECONNREFUSED .*\\)\\. Start it with`));
    assert.doesNotMatch(error.message, /secret/);
    return true;
  });
});
