import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_GATEWAY_PORT,
  DEFAULT_REDIS_URL,
  REDIS_OFF,
  DEFAULT_SERVICE_PORTS,
  LAUNCHER_PIPE_VARIABLE,
  LaunchError,
  SERVICES,
  databaseNameOf,
  describeAddress,
  maintenanceUrlOf,
  localAdminPassword,
  portOf,
  resolveEnvironment,
  withDatabaseName,
} from './environment.mjs';

const source = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

// The database and Redis defaults and the rules of every variable below are not copies: the launcher and loadConfig
// read them from the one definition in @eoa/server-kit/environment.
test('the launcher\'s service names and ports are the ones the contracts use', () => {
  const services = source('libs/contracts/src/services.ts');
  assert.ok(services.includes(`DEFAULT_GATEWAY_PORT = ${DEFAULT_GATEWAY_PORT};`));
  assert.ok(services.includes(`SERVICE_NAMES = [${SERVICES.map((name) => `'${name}'`).join(', ')}]`));
  for (const [name, port] of Object.entries(DEFAULT_SERVICE_PORTS)) assert.ok(services.includes(`${name}: ${port},`), name);
  assert.ok(source('libs/server-kit/src/edge/exit-with-launcher.ts').includes(`LAUNCHER_PIPE_VARIABLE = '${LAUNCHER_PIPE_VARIABLE}';`));
});

test('resolveEnvironment fills every default and shares generated secrets', () => {
  const { env, ports, generated } = resolveEnvironment({ PATH: '/bin' });
  assert.equal(env.NODE_ENV, 'production');
  assert.equal(env.DATABASE_URL, DEFAULT_DATABASE_URL);
  assert.equal(env.REDIS_URL, DEFAULT_REDIS_URL);
  assert.equal(env.GATEWAY_PORT, '3000');
  assert.equal(env.ADMIN_URL, 'http://127.0.0.1:3105');
  assert.deepEqual(ports, { gateway: 3000, builder: 3101, crafting: 3102, atlas: 3103, loot: 3104, admin: 3105 });
  assert.deepEqual(generated, ['INTERNAL_TOKEN', 'JWT_SECRET']);
  assert.match(env.INTERNAL_TOKEN, /^[0-9a-f]{64}$/);
  assert.notEqual(env.INTERNAL_TOKEN, env.JWT_SECRET);
  assert.equal(env.PATH, '/bin');
  assert.equal(env.LOG_FORMAT, undefined);
});

test('resolveEnvironment keeps what is given and derives URLs from ports', () => {
  const { env, generated } = resolveEnvironment(
    { NODE_ENV: 'development', BUILDER_PORT: '3991', JWT_SECRET: 's', INTERNAL_TOKEN: 't', LOG_FORMAT: 'json' },
    { interactive: true },
  );
  assert.equal(env.NODE_ENV, 'development');
  assert.equal(env.BUILDER_URL, 'http://127.0.0.1:3991');
  assert.deepEqual(generated, []);
  assert.equal(env.LOG_FORMAT, 'json');
  assert.equal(resolveEnvironment({}, { interactive: true }).env.LOG_FORMAT, 'pretty');
});

test('resolveEnvironment refuses bad ports and URLs with a one-line reason', () => {
  assert.throws(() => resolveEnvironment({ LOOT_PORT: '70000' }), (error) => error instanceof LaunchError && /LOOT_PORT/.test(error.message));
  assert.throws(() => resolveEnvironment({ DATABASE_URL: 'mysql://x/y' }), /DATABASE_URL must use postgres:/);
  assert.throws(() => resolveEnvironment({ REDIS_URL: 'nonsense' }), /REDIS_URL must be a URL/);
});

test('resolveEnvironment reports every problem, one line each', () => {
  assert.throws(
    () => resolveEnvironment({ GATEWAY_PORT: 'x', REDIS_URL: 'http://cache' }),
    (error) =>
      error instanceof LaunchError &&
      error.message === 'REDIS_URL must use redis: or rediss:, got "http://cache"\nGATEWAY_PORT must be a port number between 1 and 65535, got "x"',
  );
});

test('resolveEnvironment passes REDIS_URL=none on, and the defaults when unset or empty', () => {
  assert.equal(resolveEnvironment({ REDIS_URL: 'none' }).env.REDIS_URL, REDIS_OFF);
  const { env } = resolveEnvironment({ DATABASE_URL: '', REDIS_URL: '', GATEWAY_PORT: '' });
  assert.deepEqual([env.DATABASE_URL, env.REDIS_URL, env.GATEWAY_PORT], [DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, '3000']);
});

test('portOf reads one port variable', () => {
  assert.equal(portOf({}, 'EMBEDDED_POSTGRES_PORT', 5433), 5433);
  assert.equal(portOf({ EMBEDDED_POSTGRES_PORT: '6543' }, 'EMBEDDED_POSTGRES_PORT', 5433), 6543);
  assert.throws(() => portOf({ EMBEDDED_POSTGRES_PORT: '0' }, 'EMBEDDED_POSTGRES_PORT', 5433), {
    message: 'EMBEDDED_POSTGRES_PORT must be a port number between 1 and 65535, got "0"',
  });
});

test('a service URL may list replicas, checked entry by entry with the messages of loadConfig', () => {
  const { env } = resolveEnvironment({ BUILDER_URL: 'http://a:3101, http://b:3111/' });
  assert.equal(env.BUILDER_URL, 'http://a:3101,http://b:3111');
  assert.equal(env.LOOT_URL, 'http://127.0.0.1:3104');
  const refusals = [
    [{ BUILDER_URL: 'http://a,nonsense' }, 'BUILDER_URL must be a URL, got "nonsense"'],
    [{ BUILDER_URL: 'http://a,ftp://b' }, 'BUILDER_URL must use http: or https:, got "ftp://b"'],
    [{ BUILDER_URL: 'http://a,,http://b' }, 'BUILDER_URL has an empty entry in its comma-separated list, got "http://a,,http://b"'],
    [{ BUILDER_URL: 'http://a:1,http://a:1/' }, 'BUILDER_URL lists http://a:1 twice'],
  ];
  for (const [environment, message] of refusals) {
    assert.throws(() => resolveEnvironment(environment), (error) => error instanceof LaunchError && error.message === message);
  }
});

test('database name, maintenance URL and address', () => {
  assert.equal(databaseNameOf('postgres://u:p@db:5433/eoa_try'), 'eoa_try');
  assert.equal(databaseNameOf('postgres://db'), 'eoa');
  assert.equal(databaseNameOf('postgres://db/we%22ird'), 'we"ird');
  assert.equal(maintenanceUrlOf('postgres://u:p@db:5433/eoa?sslmode=disable'), 'postgres://u:p@db:5433/postgres?sslmode=disable');
  assert.equal(withDatabaseName('postgres://u:p@db/eoa?sslmode=disable', 'eoa_bench_1'), 'postgres://u:p@db/eoa_bench_1?sslmode=disable');
  assert.equal(databaseNameOf(withDatabaseName('postgres://db/eoa', 'we"ird/name')), 'we"ird/name');
  assert.equal(describeAddress('postgres://u:secret@db:5433/eoa', 5432), 'db:5433/eoa');
  assert.equal(describeAddress('redis://cache', 6379), 'cache:6379');
});

test('localAdminPassword keeps one password per checkout, and ADMIN_PASSWORD wins', () => {
  const root = mkdtempSync(join(tmpdir(), 'eoa-launcher-'));
  try {
    const first = localAdminPassword(root, {});
    assert.equal(first.created, true);
    assert.match(first.password, /^[\w-]{24}$/);
    assert.equal(statSync(first.file).mode & 0o777, 0o600);
    const again = localAdminPassword(root, {});
    assert.deepEqual([again.password, again.created], [first.password, false]);
    assert.deepEqual(localAdminPassword(root, { ADMIN_PASSWORD: 'chosen' }), { password: 'chosen', file: null, created: false });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
