import { randomBytes } from 'node:crypto';

const SERVICES = ['builder', 'crafting', 'atlas', 'loot', 'admin'] as const;

/**
 * A site's ports from `basePort`: the gateway on it, the services on the next five (in SERVICES' order), and each
 * service's URL — for the run's own site and for the specs that start another one beside it.
 */
export function sitePorts(basePort: number): Record<string, string> {
  const variables: Record<string, string> = { GATEWAY_PORT: String(basePort) };
  SERVICES.forEach((name, index) => {
    const upper = name.toUpperCase();
    variables[`${upper}_PORT`] = String(basePort + 1 + index);
    variables[`${upper}_URL`] = `http://127.0.0.1:${basePort + 1 + index}`;
  });
  return variables;
}

/**
 * One e2e run = one database and one Redis key prefix. The id is fixed in the main Playwright process and
 * inherited by its workers through the environment, so every process agrees on it.
 */
export function e2eEnvironment() {
  process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const runId = process.env.E2E_RUN_ID;
  const basePort = Number(process.env.E2E_BASE_PORT ?? 3800);
  const serverUrl = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const databaseName = `eoa_e2e_${runId}`;
  const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `eoa:e2e:${runId}:`;
  // The loot remote is served from another origin (support/remote-origin-server.mjs) and the gateway is told so
  // through REMOTE_LOOT_URL, as a deployment with a remote on a CDN would be: every loot test runs that way.
  const remoteOrigin = { name: 'loot', port: basePort + 10, url: `http://127.0.0.1:${basePort + 10}` };
  const variables: Record<string, string> = {
    ...sitePorts(basePort),
    REMOTE_LOOT_URL: `${remoteOrigin.url}/`,
    DATABASE_URL: `${serverUrl}/${databaseName}`,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    // Five bug reports per client per window: the 429 test sends more than that.
    CORRECTIONS_RATE_LIMIT: '5',
    CORRECTIONS_RATE_WINDOW_SECONDS: '600',
    NODE_ENV: 'production',
    INTERNAL_TOKEN: `e2e-${runId}`,
    JWT_SECRET: `e2e-jwt-${runId}`,
    ADMIN_PASSWORD: `e2e-admin-${runId}`,
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/root',
    // SKIP_BUILD=1 runs against what is already built (e.g. while another part of the tree does not build).
    ...(process.env.SKIP_BUILD ? { SKIP_BUILD: process.env.SKIP_BUILD } : {}),
  };
  return {
    runId,
    baseUrl: `http://127.0.0.1:${basePort}`,
    serverUrl,
    databaseName,
    redisUrl,
    redisPrefix,
    remoteOrigin,
    variables,
  };
}
