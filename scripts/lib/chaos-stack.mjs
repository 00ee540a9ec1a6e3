// The fault and load suite's own site: an embedded PostgreSQL and a redis-server it can stop and start
// again, and the project's launcher (scripts/start.mjs, which supervises the services) on ports 4400–4499,
// so nothing it does reaches the machine's PostgreSQL, Redis or another engineer's site.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import pg from 'pg';
import { probeRedis } from '@eoa/server-kit/probes';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';
import { SERVICES } from './environment.mjs';
import { portIsFree } from './preflight.mjs';
import { descendantsOf, startChild, stopChildren } from './processes.mjs';

/** The suite's ports: the gateway on 4400, the services after it, Redis and PostgreSQL further on. */
export const CHAOS_PORTS = Object.freeze({
  gateway: 4400,
  ...Object.fromEntries(SERVICES.map((name, index) => [name, 4401 + index])),
  redis: 4410,
  postgres: 4420,
});
export const REDIS_SERVER = '/usr/bin/redis-server';
const DATABASE = 'eoa_chaos';
/** Enough for every correction the suite makes from one client address to be accepted in bursts, yet reachable. */
export const CORRECTIONS_LIMIT = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET (or other method) on loopback with a timeout: `{ status, body }`, or `{ status: 0, error }` when it failed. */
export function fetchStatus(url, { method = 'GET', headers = {}, body, timeoutMs = 5_000, agent } = {}) {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method, headers, agent, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => resolve({ status: 0, error: error.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => resolve({ status: 0, error: error.message }));
    req.end(body);
  });
}

/** A redis-server of its own (no persistence: a restart starts empty, as after losing the cache). */
function startRedis(port, keep) {
  return startChild('redis', REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    echo: false,
    onLine: keep,
  });
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

/**
 * Starts PostgreSQL, Redis (unless the binary is missing: then `stack.redis` is null and the site uses no Redis
 * of ours… so the suite refuses) and the launcher; resolves once /api/health answers 200. `log` gets progress lines.
 */
export async function startStack({ root, log, env: extraEnv = {} }) {
  for (const [name, port] of Object.entries(CHAOS_PORTS)) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${name}) is busy: the chaos suite needs 4400–4420 free`);
  }
  const missing = [...SERVICES.map((name) => join('services', name, 'dist', 'main.js')), join('gateway', 'dist', 'main.js')].filter(
    (file) => !existsSync(join(root, file)),
  );
  if (missing.length) throw new Error(`not built: ${missing.join(', ')} — run \`npx nx run-many -t build --parallel=1\` first`);

  const tail = [];
  const keep = (line) => tail.push(line) > 60 && tail.shift();
  const stack = { root, tail, ports: CHAOS_PORTS, gateway: `http://127.0.0.1:${CHAOS_PORTS.gateway}`, cleanups: [] };

  // PostgreSQL: a data folder under the system's temp folder, removed at the end. As root the server runs as
  // the "postgres" user, which must be able to enter the folder. The launcher creates the suite's database in it.
  const dataDir = mkdtempSync(join(tmpdir(), 'eoa-chaos-pg-'));
  chmodSync(dataDir, 0o777);
  const pgDir = join(dataDir, 'data');
  stack.cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const startPostgres = () => startEmbeddedPostgres({ dataDir: pgDir, port: CHAOS_PORTS.postgres, onLog: keep });
  let postgres = await startPostgres();
  stack.databaseUrl = postgres.url(DATABASE);
  stack.postgres = {
    stop: async () => {
      await postgres.stop();
      postgres = null;
    },
    start: async () => {
      postgres = await startPostgres();
    },
    /** Runs `work(client)` on the suite's database. */
    query: async (text, params) => {
      const client = new pg.Client({ connectionString: stack.databaseUrl });
      await client.connect();
      try {
        return await client.query(text, params);
      } finally {
        await client.end();
      }
    },
  };
  stack.cleanups.unshift(async () => postgres && (await postgres.stop()));

  // Redis.
  const redisUrl = `redis://127.0.0.1:${CHAOS_PORTS.redis}`;
  let redisEntry = startRedis(CHAOS_PORTS.redis, keep);
  const redisAnswers = () => probeRedis(redisUrl, 1_000).then(
    () => true,
    () => false,
  );
  await waitFor(redisAnswers, 10_000, `redis-server did not answer on port ${CHAOS_PORTS.redis}`);
  const prefix = `eoa_chaos_${randomBytes(4).toString('hex')}:`;
  stack.redis = {
    url: redisUrl,
    prefix,
    stop: async () => {
      await stopChildren([redisEntry], 3_000);
    },
    start: async () => {
      redisEntry = startRedis(CHAOS_PORTS.redis, keep);
      await waitFor(redisAnswers, 10_000, `redis-server did not answer again on port ${CHAOS_PORTS.redis}`);
    },
    /** The keys of this stack matching `pattern` (after the prefix). */
    keys: async (pattern) => {
      const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      try {
        return await client.keys(`${prefix}${pattern}`);
      } finally {
        client.disconnect();
      }
    },
  };
  stack.cleanups.unshift(() => stopChildren([redisEntry], 3_000));

  // The launcher, quiet (the services log a line per request): its last lines are kept for error messages,
  // and its own lines about restarts are handed to `log`.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_FORMAT: 'json',
    NO_COLOR: '1',
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    INTERNAL_TOKEN: randomBytes(16).toString('hex'),
    JWT_SECRET: randomBytes(24).toString('hex'),
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    CORRECTIONS_RATE_LIMIT: String(CORRECTIONS_LIMIT),
    CORRECTIONS_RATE_WINDOW_SECONDS: '600',
    BACKUP_DIR: join(dataDir, 'backups'),
    START_TIMEOUT_SECONDS: '240',
    GATEWAY_PORT: String(CHAOS_PORTS.gateway),
    ...extraEnv,
  };
  for (const name of SERVICES) {
    env[`${name.toUpperCase()}_PORT`] = String(CHAOS_PORTS[name]);
    env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${CHAOS_PORTS[name]}`;
  }
  delete env.SKIP_BUILD;
  stack.env = env;
  const launcher = startChild('launcher', process.execPath, [join(root, 'scripts', 'start.mjs'), '--skip-build'], {
    env,
    cwd: root,
    echo: false,
    onLine: (line) => {
      keep(line);
      if (/^\[launcher\]/.test(line) && /restarting|could not stay up|stopping everything/.test(line)) log(line.replace(/^\[launcher\]\s*/, 'launcher: '));
    },
  });
  stack.launcher = launcher;
  stack.cleanups.unshift(() => stopChildren([launcher], 10_000));
  stack.stop = async () => {
    for (const cleanup of stack.cleanups.splice(0)) await Promise.resolve(cleanup()).catch(() => undefined);
  };

  const started = Date.now();
  try {
    await waitFor(
      async () => {
        if (launcher.child.exitCode !== null) throw new Error(`the launcher exited (code ${launcher.child.exitCode}):\n${tail.slice(-25).join('\n')}`);
        return (await fetchStatus(`${stack.gateway}/api/health`, { timeoutMs: 3_000 })).status === 200;
      },
      240_000,
      'the site was not healthy',
    );
  } catch (error) {
    await stack.stop();
    throw error;
  }
  // An item that exists (the sample world's ids are not 1, 2, …), for the reads and the overhead measurement.
  const page = await fetchStatus(`${stack.gateway}/api/items?page=1&pageSize=1`);
  stack.itemId = page.status === 200 ? JSON.parse(page.body).items?.[0]?.id : undefined;
  if (!stack.itemId) {
    await stack.stop();
    throw new Error(`GET /api/items answered ${page.status} without an item: the catalogue is empty`);
  }
  log(`site up in ${((Date.now() - started) / 1000).toFixed(1)} s (launcher pid ${launcher.child.pid}, PostgreSQL :${CHAOS_PORTS.postgres}, Redis :${CHAOS_PORTS.redis})`);
  return stack;
}

/** The pid of the launcher's child running `service` (its dist/main.js), or undefined. */
export function servicePid(stack, service) {
  const script = join(stack.root, 'services', service, 'dist', 'main.js');
  for (const pid of descendantsOf(stack.launcher.child.pid)) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(script)) return pid;
    } catch {
      // Gone meanwhile.
    }
  }
  return undefined;
}
