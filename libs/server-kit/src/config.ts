import proxyaddr from 'proxy-addr';
import { resolve } from 'node:path';
import {
  DEFAULT_GATEWAY_PORT,
  DEFAULT_SERVICE_PORTS,
  REMOTE_NAMES,
  SERVICE_NAMES,
  type RemoteName,
  type ServiceName,
} from '@eoa/contracts';

/** Everything read from the environment, validated once at boot. No other code reads process.env. */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  databaseUrl: string;
  /** DATABASE_MODE=embedded: the launcher runs PostgreSQL from npm (reported in health); otherwise external. */
  databaseMode: 'external' | 'embedded';
  /** REDIS_URL=none turns Redis off: see RuntimeMode (libs/contracts) for what replaces it. */
  redisEnabled: boolean;
  /** Where Redis is (the default when REDIS_URL is unset); unused when redisEnabled is false. */
  redisUrl: string;
  /** Prefix of every Redis key and channel, so test runs and deployments sharing a Redis stay apart. */
  redisPrefix: string;
  gatewayPort: number;
  servicePorts: Record<ServiceName, number>;
  /** Where the services reach each other (the first URL of BUILDER_URL, …). */
  serviceUrls: Record<ServiceName, string>;
  /**
   * Every base URL of each service: BUILDER_URL may list replicas, comma-separated (`http://a:3101,http://b:3111`);
   * the gateway balances over them. One URL (the default) is a list of one.
   */
  serviceUpstreams: Record<ServiceName, string[]>;
  /** REMOTE_BUILDER_URL, …: where a remote is deployed when not served by the gateway itself. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /** Shared secret on internal service-to-service calls. */
  internalToken: string;
  /** Secret that signs admin tokens. */
  jwtSecret: string;
  /** ADMIN_TOKEN_TTL_SECONDS: lifetime of an admin token (short: a stolen token is worth little for long). */
  adminTokenTtlSeconds: number;
  /** BACKUP_DIR: where admin writes its backups, absolute (default <cwd>/var/backups/admin, git-ignored). */
  backupDir: string;
  /** BACKUP_KEEP: how many backup files are kept; older ones are removed after each successful backup (1–10000). */
  backupKeep: number;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Max correction submissions per client in one window (spec: rate-limited, 429). */
  correctionsRateLimit: number;
  correctionsRateWindowSeconds: number;
  /** Upstream timeout of the gateway (DESIGN: 10 s → 504). */
  upstreamTimeoutMs: number;
  /**
   * GATEWAY_TRUSTED_PROXIES: the proxies in front of the gateway (a load balancer, an Ingress controller) whose
   * X-Forwarded-For is believed — `loopback`, `linklocal`, `uniquelocal`, addresses or CIDRs, comma-separated. Empty
   * (the default): the gateway is the public edge and the connection's address is the client.
   */
  trustedProxies: string[];
  logFormat: 'json' | 'pretty';
  /**
   * DATASET_DIR: a dataset folder (manifest.json + NDJSON files) the services seed an empty schema
   * from, as an absolute path; unset → the sample world generated in memory.
   */
  datasetDir?: string;
}

/** The REDIS_URL value that runs the site without Redis. */
export const REDIS_OFF = 'none';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function port(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(`${key} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return value;
}

function positiveInt(env: Env, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${key} must be a positive integer, got "${raw}"`);
  return value;
}

function intInRange(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: Env, key: string, fallback: string, protocols: string[]): string {
  return checkedUrl(key, env[key] || fallback, protocols);
}

function checkedUrl(key: string, raw: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${key} must be a URL, got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${key} must use ${protocols.join(' or ')}, got "${raw}"`);
  }
  return raw.replace(/\/$/, '');
}

/** One URL or several, comma-separated (replicas of one service); each checked like a single URL, none twice. */
function urlList(env: Env, key: string, fallback: string, protocols: string[]): string[] {
  const entries = (env[key] || fallback).split(',').map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) throw new ConfigError(`${key} has an empty entry in its comma-separated list, got "${env[key]}"`);
  const urls = entries.map((entry) => checkedUrl(key, entry, protocols));
  const repeated = urls.find((entry, index) => urls.indexOf(entry) !== index);
  if (repeated) throw new ConfigError(`${key} lists ${repeated} twice`);
  return urls;
}

/** A preset name, an address, or a range: what proxy-addr — the gateway's reader of this list — accepts. */
function isProxyEntry(entry: string): boolean {
  try {
    proxyaddr.compile(entry);
    return true;
  } catch {
    return false;
  }
}

function trustedProxies(env: Env): string[] {
  const raw = env.GATEWAY_TRUSTED_PROXIES ?? '';
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (wrong.length) {
    throw new ConfigError(
      `GATEWAY_TRUSTED_PROXIES must list loopback, linklocal, uniquelocal, addresses or ranges (e.g. 10.0.0.0/8), got "${wrong.join('", "')}"`,
    );
  }
  return entries;
}

/** Secrets have development defaults only outside production; production refuses to start without them. */
function secret(env: Env, key: string, isProduction: boolean, developmentDefault: string): string {
  const value = env[key];
  if (value) return value;
  if (isProduction) throw new ConfigError(`${key} must be set in production`);
  return developmentDefault;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const servicePorts = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, port(env, `${name.toUpperCase()}_PORT`, DEFAULT_SERVICE_PORTS[name])]),
  ) as Record<ServiceName, number>;
  const serviceUpstreams = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      urlList(env, `${name.toUpperCase()}_URL`, `http://127.0.0.1:${servicePorts[name]}`, ['http:', 'https:']),
    ]),
  ) as Record<ServiceName, string[]>;
  const serviceUrls = Object.fromEntries(SERVICE_NAMES.map((name) => [name, serviceUpstreams[name][0]])) as Record<ServiceName, string>;
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = env[`REMOTE_${name.toUpperCase()}_URL`];
    if (value) remoteUrls[name] = value;
  }
  const logFormat = env.LOG_FORMAT || (isProduction ? 'json' : 'pretty');
  if (logFormat !== 'json' && logFormat !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty`);
  const databaseMode = env.DATABASE_MODE || 'external';
  if (databaseMode !== 'external' && databaseMode !== 'embedded') {
    throw new ConfigError(`DATABASE_MODE must be external or embedded, got "${databaseMode}"`);
  }
  const redisEnabled = env.REDIS_URL !== REDIS_OFF;
  return {
    nodeEnv,
    isProduction,
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/eoa', ['postgres:', 'postgresql:']),
    databaseMode,
    redisEnabled,
    redisUrl: redisEnabled ? url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']) : 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'eoa:',
    gatewayPort: port(env, 'GATEWAY_PORT', DEFAULT_GATEWAY_PORT),
    servicePorts,
    serviceUrls,
    serviceUpstreams,
    remoteUrls,
    internalToken: secret(env, 'INTERNAL_TOKEN', isProduction, 'development-internal-token'),
    jwtSecret: secret(env, 'JWT_SECRET', isProduction, 'development-jwt-secret-change-me'),
    // 2 h by default; at least a minute, at most a day.
    adminTokenTtlSeconds: intInRange(env, 'ADMIN_TOKEN_TTL_SECONDS', 7200, 60, 86_400),
    // Relative to the working directory, which is the repository for `npm start` and /app in the image.
    backupDir: resolve(env.BACKUP_DIR || 'var/backups/admin'),
    // A month of daily backups; a backup holds the corrections (e-mail addresses included), so they are not kept forever.
    backupKeep: intInRange(env, 'BACKUP_KEEP', 30, 1, 10_000),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || (isProduction ? undefined : 'admin'),
    correctionsRateLimit: positiveInt(env, 'CORRECTIONS_RATE_LIMIT', 5),
    correctionsRateWindowSeconds: positiveInt(env, 'CORRECTIONS_RATE_WINDOW_SECONDS', 600),
    upstreamTimeoutMs: positiveInt(env, 'UPSTREAM_TIMEOUT_MS', 10_000),
    trustedProxies: trustedProxies(env),
    logFormat,
    datasetDir: env.DATASET_DIR ? resolve(env.DATASET_DIR) : undefined,
  };
}
