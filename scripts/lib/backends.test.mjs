import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import pg from 'pg';
import { closedPort } from '@eoa/server-kit/testing';
import { prepareBackends } from './backends.mjs';
import { runningPostmaster } from './embedded-postgres.mjs';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, LaunchError, REDIS_OFF, withDatabaseName } from './environment.mjs';
import { dropDatabase, onPostgresServer, portIsFree } from './preflight.mjs';

const folders = [];
function embeddedSource(extra = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'eoa-backends-test-'));
  // Run as root, the server runs as the "postgres" user, which must be able to reach the folder inside.
  chmodSync(dir, 0o755);
  folders.push(dir);
  return { EMBEDDED_POSTGRES_DIR: join(dir, 'data'), ...extra };
}
after(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

test('nothing configured and nothing at the defaults: the embedded PostgreSQL and no Redis', async () => {
  const postgresPort = await closedPort();
  const source = embeddedSource({ EMBEDDED_POSTGRES_PORT: String(await closedPort()) });
  const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:${postgresPort}/eoa_try`, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` };
  const backends = await prepareBackends({ root: '/nowhere', source, env, forceEmbedded: false });
  try {
    assert.equal(backends.database, 'embedded');
    assert.equal(backends.redis, 'none');
    assert.equal(backends.created, true);
    assert.equal(env.DATABASE_MODE, 'embedded');
    assert.equal(env.REDIS_URL, REDIS_OFF);
    assert.match(env.DATABASE_URL, new RegExp(`^postgres://postgres:[^@]+@127\\.0\\.0\\.1:${source.EMBEDDED_POSTGRES_PORT}/eoa_try$`));
    assert.ok(backends.notes.some((note) => note.includes(`nothing answers at 127.0.0.1:${postgresPort}`)));
    assert.ok(backends.notes.some((note) => note.startsWith('no Redis at')));
    // A real server: the app database was created in it and answers.
    const client = new pg.Client(env.DATABASE_URL);
    await client.connect();
    assert.equal((await client.query('select current_database() as name')).rows[0].name, 'eoa_try');
    await client.end();
  } finally {
    await backends.embedded.stop();
  }
  assert.equal(await portIsFree(Number(source.EMBEDDED_POSTGRES_PORT)), true, 'stopped with the site');
});

test('the data is kept between runs', async () => {
  const source = embeddedSource({ EMBEDDED_POSTGRES_PORT: String(await closedPort()) });
  const run = () =>
    prepareBackends({ root: '/nowhere', source, env: { DATABASE_URL: DEFAULT_DATABASE_URL, REDIS_URL: REDIS_OFF }, forceEmbedded: true });
  const first = await run();
  const client = new pg.Client(first.embedded.url('eoa'));
  await client.connect();
  await client.query('create table kept (id int); insert into kept values (7)');
  await client.end();
  await first.embedded.stop();
  const second = await run();
  try {
    assert.equal(second.created, false);
    assert.equal(second.embedded.initialised, false);
    const again = new pg.Client(second.embedded.url('eoa'));
    await again.connect();
    assert.deepEqual((await again.query('select id from kept')).rows, [{ id: 7 }]);
    await again.end();
  } finally {
    await second.embedded.stop();
  }
});

test('a configured address that does not answer is an error, not a silent switch', async () => {
  const port = await closedPort();
  const source = embeddedSource({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/eoa`, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
  const env = { DATABASE_URL: source.DATABASE_URL, REDIS_URL: source.REDIS_URL };
  await assert.rejects(prepareBackends({ root: '/nowhere', source, env, forceEmbedded: false }), (error) => {
    assert.ok(error instanceof LaunchError);
    // Both problems in one message: one round of fixes.
    assert.match(error.message, new RegExp(`PostgreSQL is not reachable at 127\\.0\\.0\\.1:${port}`));
    assert.match(error.message, /Redis is not reachable/);
    return true;
  });
});

test('servers that answer at the defaults are used; --embedded chooses the embedded ones anyway', async () => {
  const database = `eoa_backends_test_${process.pid}`;
  const env = { DATABASE_URL: withDatabaseName(DEFAULT_DATABASE_URL, database), REDIS_URL: DEFAULT_REDIS_URL };
  const found = await prepareBackends({ root: '/nowhere', source: {}, env, forceEmbedded: false });
  try {
    assert.equal(found.database, 'external');
    assert.equal(found.redis, 'redis');
    assert.equal(found.embedded, undefined);
    assert.equal(env.DATABASE_MODE, 'external');
    assert.equal(env.REDIS_URL, DEFAULT_REDIS_URL);
  } finally {
    await onPostgresServer(DEFAULT_DATABASE_URL, (client) => dropDatabase(client, database));
  }

  const source = embeddedSource({ EMBEDDED_POSTGRES_PORT: String(await closedPort()) });
  const forcedEnv = { DATABASE_URL: DEFAULT_DATABASE_URL, REDIS_URL: DEFAULT_REDIS_URL };
  const forced = await prepareBackends({ root: '/nowhere', source, env: forcedEnv, forceEmbedded: true });
  try {
    assert.equal(forced.database, 'embedded');
    assert.equal(forced.redis, 'none');
    assert.equal(forcedEnv.REDIS_URL, REDIS_OFF);
  } finally {
    await forced.embedded.stop();
  }
});

test('a server left by a killed launcher is stopped and the run starts; one whose run is alive is left alone', async () => {
  const source = embeddedSource({ EMBEDDED_POSTGRES_PORT: String(await closedPort()) });
  const settings = { dataDir: source.EMBEDDED_POSTGRES_DIR, port: Number(source.EMBEDDED_POSTGRES_PORT) };
  const run = () => prepareBackends({ root: '/nowhere', source, env: { DATABASE_URL: DEFAULT_DATABASE_URL, REDIS_URL: REDIS_OFF }, forceEmbedded: true });

  // A "launcher" in a process of its own starts the server, then is killed with SIGKILL: the server is orphaned.
  const script = `import { startEmbeddedPostgres } from ${JSON.stringify(new URL('./embedded-postgres.mjs', import.meta.url).href)};
    await startEmbeddedPostgres(${JSON.stringify(settings)}); console.log('ready'); setInterval(() => {}, 1000);`;
  const launcher = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    launcher.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
    launcher.once('exit', (code) => reject(new Error(`the stand-in launcher exited (${code}) before its server was ready`)));
  });
  const orphan = runningPostmaster(settings.dataDir);
  assert.ok(orphan, 'the stand-in launcher left a server');
  launcher.kill('SIGKILL');
  await new Promise((resolve) => launcher.once('exit', resolve));

  const next = await run();
  try {
    assert.ok(next.notes.includes(`stopped the embedded PostgreSQL an earlier run left running (pid ${orphan})`), next.notes.join(' | '));
    assert.notEqual(runningPostmaster(next.embedded.dataDir), orphan);
    // This run's server is alive and its launcher (this process) too: another start is refused, the server untouched.
    await assert.rejects(run(), (error) => error instanceof LaunchError && /of another run .* its launcher still running/.test(error.message));
    const client = new pg.Client(next.embedded.url('eoa'));
    await client.connect();
    await client.end();
  } finally {
    await next.embedded.stop();
  }
});
