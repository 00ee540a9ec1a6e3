import proxyaddr from 'proxy-addr';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_GATEWAY_PORT,
  DEFAULT_SERVICE_PORTS,
  REMOTE_NAMES,
  SERVICE_NAMES,
  type RemoteName,
  type ServiceName,
} from '@eoa/contracts';
import {
  DEFAULT_REDIS_URL,
  REDIS_OFF,
  SERVICE_PROTOCOLS,
  databaseUrlSetting,
  environmentProblems,
  portSetting,
  positiveInteger,
  redisUrlSetting,
  serviceUrlsSetting,
  setting,
  wholeNumber,
} from '@eoa/server-kit/environment';

export { REDIS_OFF };

/** A bad environment: one line per problem, each naming the variable and what is wrong with it. */
export class ConfigError extends Error {
  override name = 'ConfigError';

  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

const upper = <N extends string>(name: N) => name.toUpperCase() as Uppercase<N>;

/** One variable per name (`BUILDER_PORT`, `LOOT_PORT`, …): the variable `keyOf(name)` read with the schema `schemaOf(name)`. */
function perName<Name extends string, Key extends string, T extends z.ZodType>(
  names: readonly Name[],
  keyOf: (name: Name) => Key,
  schemaOf: (name: Name) => T,
) {
  return Object.fromEntries(names.map((name) => [keyOf(name), schemaOf(name)])) as Record<Key, T>;
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

const trustedProxies = z.string().transform((raw, ctx) => {
  const entries = raw.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const wrong = entries.filter((entry) => !isProxyEntry(entry));
  if (!wrong.length) return entries;
  ctx.issues.push({
    code: 'custom',
    input: raw,
    message: `must list loopback, linklocal, uniquelocal, addresses or ranges (e.g. 10.0.0.0/8), got "${wrong.join('", "')}"`,
  });
  return z.NEVER;
});

/** Where a remote is deployed: an http(s) URL (of its mf-manifest.json, or of its folder ending in "/"), or a site path. */
const remoteUrl = z.string().transform((raw, ctx) => {
  if (raw.startsWith('/')) return raw;
  let parsed: URL | undefined;
  try {
    parsed = new URL(raw);
  } catch {
    ctx.issues.push({ code: 'custom', input: raw, message: `must be an http(s) URL or a path starting with "/", got "${raw}"` });
    return z.NEVER;
  }
  if (SERVICE_PROTOCOLS.includes(parsed.protocol)) return raw;
  ctx.issues.push({ code: 'custom', input: raw, message: `must use http: or https:, got "${raw}"` });
  return z.NEVER;
});

const absolutePath = (path: string) => resolve(path);

/** Secrets have development defaults only outside production; production refuses to start without them. */
const SECRET_DEVELOPMENT_DEFAULTS = {
  INTERNAL_TOKEN: 'development-internal-token',
  JWT_SECRET: 'development-jwt-secret-change-me',
} as const;

/**
 * The variables read, each with its rule and default (those the launcher reads too come from @eoa/server-kit/environment).
 * An empty variable counts as unset (`setting`), except REDIS_PREFIX.
 */
const EnvironmentSchema = z.object({
  NODE_ENV: setting(z.string().default('development')),
  DATABASE_URL: databaseUrlSetting,
  /** DATABASE_MODE=embedded: the launcher runs PostgreSQL from npm (reported in health); otherwise external. */
  DATABASE_MODE: setting(
    z.enum(['external', 'embedded'], { error: (issue) => `must be external or embedded, got "${String(issue.input)}"` }).default('external'),
  ),
  /** REDIS_URL=none turns Redis off: see RuntimeMode (libs/contracts) for what replaces it. */
  REDIS_URL: redisUrlSetting,
  /** Prefix of every Redis key and channel, so test runs and deployments sharing a Redis stay apart; may be empty. */
  REDIS_PREFIX: z.string().default('eoa:'),
  GATEWAY_PORT: portSetting(DEFAULT_GATEWAY_PORT),
  ...perName(SERVICE_NAMES, (name) => `${upper(name)}_PORT` as const, (name) => portSetting(DEFAULT_SERVICE_PORTS[name])),
  /** BUILDER_URL, …: the service's base URL, or its replicas' URLs comma-separated; unset → 127.0.0.1 on its port. */
  ...perName(SERVICE_NAMES, (name) => `${upper(name)}_URL` as const, () => serviceUrlsSetting),
  /** REMOTE_BUILDER_URL, …: where a remote is deployed when not served by the gateway itself. */
  ...perName(REMOTE_NAMES, (name) => `REMOTE_${upper(name)}_URL` as const, () => setting(remoteUrl.optional())),
  INTERNAL_TOKEN: setting(z.string().optional()),
  JWT_SECRET: setting(z.string().optional()),
  /** 2 h by default; at least a minute, at most a day. */
  ADMIN_TOKEN_TTL_SECONDS: setting(wholeNumber(60, 86_400).default(7200)),
  /** Relative to the working directory, which is the repository for `npm start` and /app in the image. */
  BACKUP_DIR: setting(z.string().default('var/backups/admin')).transform(absolutePath),
  /** A month of daily backups; a backup holds the corrections (e-mail addresses included), so they are not kept forever. */
  BACKUP_KEEP: setting(wholeNumber(1, 10_000).default(30)),
  ADMIN_USERNAME: setting(z.string().default('admin')),
  ADMIN_PASSWORD: setting(z.string().optional()),
  CORRECTIONS_RATE_LIMIT: setting(positiveInteger.default(5)),
  CORRECTIONS_RATE_WINDOW_SECONDS: setting(positiveInteger.default(600)),
  UPSTREAM_TIMEOUT_MS: setting(positiveInteger.default(10_000)),
  /** Empty (the default): the gateway is the public edge and the connection's address is the client. */
  GATEWAY_TRUSTED_PROXIES: trustedProxies.default([]),
  LOG_FORMAT: setting(z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional()),
  DATASET_DIR: setting(z.string().optional()).transform((dir) => (dir === undefined ? undefined : absolutePath(dir))),
});

/**
 * Everything read from the environment, validated once at boot. No other code reads process.env. Every problem is
 * reported (the production secrets too, whatever else is wrong), not only the first.
 */
export const AppConfigSchema = EnvironmentSchema.superRefine(
  (env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const key of Object.keys(SECRET_DEVELOPMENT_DEFAULTS) as (keyof typeof SECRET_DEVELOPMENT_DEFAULTS)[]) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], input: env[key], message: 'must be set in production' });
    }
  },
  { when: () => true },
).transform((env) => {
  const isProduction = env.NODE_ENV === 'production';
  const servicePorts = Object.fromEntries(SERVICE_NAMES.map((name) => [name, env[`${upper(name)}_PORT`]])) as Record<ServiceName, number>;
  const serviceUpstreams = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, env[`${upper(name)}_URL`] ?? [`http://127.0.0.1:${servicePorts[name]}`]]),
  ) as Record<ServiceName, string[]>;
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = env[`REMOTE_${upper(name)}_URL`];
    if (value !== undefined) remoteUrls[name] = value;
  }
  const redisEnabled = env.REDIS_URL !== REDIS_OFF;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    databaseUrl: env.DATABASE_URL,
    databaseMode: env.DATABASE_MODE,
    /** REDIS_URL=none turns Redis off: see RuntimeMode (libs/contracts) for what replaces it. */
    redisEnabled,
    /** Where Redis is (the default when REDIS_URL is unset); unused when redisEnabled is false. */
    redisUrl: redisEnabled ? env.REDIS_URL : DEFAULT_REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    gatewayPort: env.GATEWAY_PORT,
    servicePorts,
    /** Where the services reach each other (the first URL of BUILDER_URL, …). */
    serviceUrls: Object.fromEntries(SERVICE_NAMES.map((name) => [name, serviceUpstreams[name][0]])) as Record<ServiceName, string>,
    /** Every base URL of each service (replicas); the gateway balances over them. One URL (the default) is a list of one. */
    serviceUpstreams,
    remoteUrls,
    /** Shared secret on internal service-to-service calls. */
    internalToken: env.INTERNAL_TOKEN ?? SECRET_DEVELOPMENT_DEFAULTS.INTERNAL_TOKEN,
    /** Secret that signs admin tokens. */
    jwtSecret: env.JWT_SECRET ?? SECRET_DEVELOPMENT_DEFAULTS.JWT_SECRET,
    /** Lifetime of an admin token (short: a stolen token is worth little for long). */
    adminTokenTtlSeconds: env.ADMIN_TOKEN_TTL_SECONDS,
    /** Where admin writes its backups, absolute (default <cwd>/var/backups/admin, git-ignored). */
    backupDir: env.BACKUP_DIR,
    /** How many backup files are kept; older ones are removed after each successful backup. */
    backupKeep: env.BACKUP_KEEP,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD ?? (isProduction ? undefined : 'admin'),
    /** Max correction submissions per client in one window (spec: rate-limited, 429). */
    correctionsRateLimit: env.CORRECTIONS_RATE_LIMIT,
    correctionsRateWindowSeconds: env.CORRECTIONS_RATE_WINDOW_SECONDS,
    /** Upstream timeout of the gateway (DESIGN: 10 s → 504). */
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    /** The proxies in front of the gateway (a load balancer, an Ingress controller) whose X-Forwarded-For is believed. */
    trustedProxies: env.GATEWAY_TRUSTED_PROXIES,
    logFormat: env.LOG_FORMAT ?? (isProduction ? 'json' : 'pretty'),
    /** A dataset folder the services seed an empty schema from, absolute; unset → the sample world generated in memory. */
    datasetDir: env.DATASET_DIR,
  };
});

export type AppConfig = z.output<typeof AppConfigSchema>;

/** The configuration of `env`; a ConfigError listing every problem when it has any. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = AppConfigSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(environmentProblems(parsed.error));
  return parsed.data;
}
