// The launcher's view of the environment. The variables it shares with loadConfig (libs/server-kit/src/config.ts) are
// read with the same zod schemas, defaults and words, from @eoa/server-kit/environment: plain JavaScript, because the
// launcher runs before anything is built. The service names and ports are copies of libs/contracts/src/services.ts
// (TypeScript, built later); environment.test.mjs checks that the copies agree.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  REDIS_OFF,
  databaseUrlSetting,
  environmentProblems,
  portSetting,
  redisUrlSetting,
  serviceUrlsSetting,
} from '@eoa/server-kit/environment';

export { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, REDIS_OFF };

export const SERVICES = ['builder', 'crafting', 'atlas', 'loot', 'admin'];
export const DEFAULT_GATEWAY_PORT = 3000;
export const DEFAULT_SERVICE_PORTS = { builder: 3101, crafting: 3102, atlas: 3103, loot: 3104, admin: 3105 };

/** Set on the services and the gateway npm start runs: their stdin is a pipe from the launcher (server-kit's exitWithLauncher). */
export const LAUNCHER_PIPE_VARIABLE = 'EOA_LAUNCHER_PIPE';

/** A mistake in the environment, reported as one line per problem without a stack trace. */
export class LaunchError extends Error {}

/** `schema` read from `env`; a LaunchError with one line per problem, each naming its variable, when it does not fit. */
function readEnvironment(schema, env) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new LaunchError(environmentProblems(parsed.error).join('\n'));
  return parsed.data;
}

/** `env[key]` as a port number (the fallback when unset or empty); a LaunchError naming the variable otherwise. */
export function portOf(env, key, fallback) {
  return readEnvironment(z.object({ [key]: portSetting(fallback) }), env)[key];
}

/** What the launcher reads and hands on to the services and the gateway, read as they read it. */
const LaunchEnvironmentSchema = z.object({
  DATABASE_URL: databaseUrlSetting,
  REDIS_URL: redisUrlSetting,
  GATEWAY_PORT: portSetting(DEFAULT_GATEWAY_PORT),
  ...Object.fromEntries(
    SERVICES.flatMap((name) => [
      [`${name.toUpperCase()}_PORT`, portSetting(DEFAULT_SERVICE_PORTS[name])],
      [`${name.toUpperCase()}_URL`, serviceUrlsSetting],
    ]),
  ),
});

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
  const read = readEnvironment(LaunchEnvironmentSchema, source);
  env.DATABASE_URL = read.DATABASE_URL;
  env.REDIS_URL = read.REDIS_URL;
  const ports = { gateway: read.GATEWAY_PORT };
  env.GATEWAY_PORT = String(ports.gateway);
  for (const name of SERVICES) {
    const upper = name.toUpperCase();
    ports[name] = read[`${upper}_PORT`];
    env[`${upper}_PORT`] = String(ports[name]);
    env[`${upper}_URL`] = (read[`${upper}_URL`] ?? [`http://127.0.0.1:${ports[name]}`]).join(',');
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
