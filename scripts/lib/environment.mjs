// The launcher's view of the environment: the same variable names and defaults as loadConfig
// (libs/server-kit/src/config.ts) and the ports of libs/contracts/src/services.ts. It cannot import them:
// it runs before anything is built. environment.test.mjs checks that the copies agree.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const SERVICES = ['builder', 'crafting', 'atlas', 'loot', 'admin'];
export const DEFAULT_GATEWAY_PORT = 3000;
export const DEFAULT_SERVICE_PORTS = { builder: 3101, crafting: 3102, atlas: 3103, loot: 3104, admin: 3105 };
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/eoa';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** REDIS_URL=none: the site runs without Redis (config.ts's REDIS_OFF). */
export const REDIS_OFF = 'none';

/** Set on the services and the gateway npm start runs: their stdin is a pipe from the launcher (server-kit's exitWithLauncher). */
export const LAUNCHER_PIPE_VARIABLE = 'EOA_LAUNCHER_PIPE';

/** A mistake in the environment, reported as one line without a stack trace. */
export class LaunchError extends Error {}

/** `env[key]` as a port number (the fallback when unset or empty); a LaunchError naming the variable otherwise. */
export function portOf(env, key, fallback) {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new LaunchError(`${key} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return value;
}

function urlOf(env, key, fallback, protocols) {
  const raw = env[key] || fallback;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new LaunchError(`${key} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) throw new LaunchError(`${key} must use ${protocols.join(' or ')}, got "${raw}"`);
  return raw;
}

/**
 * A service's URL or its replicas' URLs, comma-separated (loadConfig's serviceUpstreams): each checked like one URL,
 * none empty or twice. Returns the list, trailing slashes dropped as loadConfig does.
 */
export function urlListOf(env, key, fallback, protocols) {
  const entries = (env[key] || fallback).split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) throw new LaunchError(`${key} has an empty entry in its comma-separated list, got "${env[key]}"`);
  const urls = entries.map((entry) => urlOf({ [key]: entry }, key, entry, protocols).replace(/\/$/, ''));
  const repeated = urls.find((entry, index) => urls.indexOf(entry) !== index);
  if (repeated) throw new LaunchError(`${key} lists ${repeated} twice`);
  return urls;
}

/**
 * Everything the children need, resolved once so that the services, the gateway and the launcher's own
 * checks agree: defaults filled in, and per-run secrets generated when none are given (every child gets
 * the same ones, so internal calls and admin tokens work across services).
 */
export function resolveEnvironment(source = process.env, { interactive = false } = {}) {
  const env = { ...source };
  env.NODE_ENV ||= 'production';
  // Production means JSON log lines, which a person at a terminal cannot read; a pipe (CI, Playwright,
  // a log collector) keeps them. LOG_FORMAT set by hand always wins.
  if (interactive) env.LOG_FORMAT ||= 'pretty';
  env.DATABASE_URL = urlOf(source, 'DATABASE_URL', DEFAULT_DATABASE_URL, ['postgres:', 'postgresql:']);
  env.REDIS_URL = source.REDIS_URL === REDIS_OFF ? REDIS_OFF : urlOf(source, 'REDIS_URL', DEFAULT_REDIS_URL, ['redis:', 'rediss:']);
  const ports = { gateway: portOf(source, 'GATEWAY_PORT', DEFAULT_GATEWAY_PORT) };
  env.GATEWAY_PORT = String(ports.gateway);
  for (const name of SERVICES) {
    const upper = name.toUpperCase();
    ports[name] = portOf(source, `${upper}_PORT`, DEFAULT_SERVICE_PORTS[name]);
    env[`${upper}_PORT`] = String(ports[name]);
    env[`${upper}_URL`] = urlListOf(source, `${upper}_URL`, `http://127.0.0.1:${ports[name]}`, ['http:', 'https:']).join(',');
  }
  const generated = [];
  for (const key of ['INTERNAL_TOKEN', 'JWT_SECRET']) {
    if (!env[key]) {
      env[key] = randomBytes(32).toString('hex');
      generated.push(key);
    }
  }
  return { env, ports, generated };
}

/** Where `npm start` keeps the first administrator's password of this checkout (git-ignored, like the backups). */
export const ADMIN_PASSWORD_FILE = join('var', 'admin-password');

/**
 * The first administrator's password for `npm start` (production mode, where the service has no default): ADMIN_PASSWORD
 * when given, else the one kept in var/admin-password — made at the first start (random, readable by the owner only)
 * and reused afterwards, so the administrator created on the first start can always sign in with it.
 */
export function localAdminPassword(root, source = process.env) {
  if (source.ADMIN_PASSWORD) return { password: source.ADMIN_PASSWORD, file: null, created: false };
  const file = join(root, ADMIN_PASSWORD_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return { password: kept, file, created: false };
  }
  const password = randomBytes(18).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { password, file, created: true };
}

/** host:port/database without user or password, for messages. */
export function describeAddress(connectionUrl, defaultPort) {
  const url = new URL(connectionUrl);
  const path = url.pathname && url.pathname !== '/' ? url.pathname : '';
  return `${url.hostname}:${url.port || defaultPort}${path}`;
}

/** The database the app uses (the path of DATABASE_URL; "eoa" when it has none). */
export function databaseNameOf(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  return name || 'eoa';
}

/** The same server's database `name` (user, password and options kept). */
export function withDatabaseName(databaseUrl, name) {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** The same server's maintenance database, which always exists: where the app database is created. */
export function maintenanceUrlOf(databaseUrl) {
  return withDatabaseName(databaseUrl, 'postgres');
}
