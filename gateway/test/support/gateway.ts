import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { SERVICE_NAMES, type DependencyHealth, type ServiceName } from '@eoa/contracts';
import { loadConfig, type AppConfig } from '@eoa/server-kit/edge';
import { createGateway, type Gateway, type GatewayOptions } from '../../src/app.js';
import type { DependencyProbes } from '@eoa/server-kit/edge';
import type { GatewayLogger } from '../../src/logger.js';
import { startUpstream, type FakeUpstream } from './upstream.js';

export interface LogRecord {
  level: 'log' | 'warn' | 'error';
  message: string;
  fields?: Record<string, unknown>;
}

/** A logger that keeps its lines for assertions and keeps test output quiet. */
export function recordingLogger(): GatewayLogger & { records: LogRecord[] } {
  const records: LogRecord[] = [];
  const write = (level: LogRecord['level']) => (message: string, fields?: Record<string, unknown>) => {
    records.push({ level, message, fields });
  };
  return { records, log: write('log'), warn: write('warn'), error: write('error') };
}

/** Scripted PostgreSQL and Redis answers, changeable between requests. */
export function fakeProbes(initial: { postgres?: DependencyHealth; redis?: DependencyHealth } = {}) {
  const state = { postgres: initial.postgres ?? { status: 'ok' }, redis: initial.redis ?? { status: 'ok' } } as {
    postgres: DependencyHealth;
    redis: DependencyHealth;
  };
  const probes: DependencyProbes = {
    postgres: async () => state.postgres,
    redis: async () => state.redis,
  };
  return { state, probes };
}

/** A temporary workspace root with small shell and remote builds, as rspack lays them out. */
export function makeStaticRoot(files: Record<string, string>): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'eoa-gateway-static-'));
  for (const [path, content] of Object.entries(files)) {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface TestGateway {
  app: Gateway;
  config: AppConfig;
  upstreams: Record<ServiceName, FakeUpstream>;
  logger: ReturnType<typeof recordingLogger>;
  probes: ReturnType<typeof fakeProbes>;
  close(): Promise<void>;
}

/**
 * A gateway in front of five fake services. `env` goes through the real loadConfig, as in production;
 * service URLs default to the fake upstreams.
 */
export async function startTestGateway(
  env: Record<string, string> = {},
  options: Partial<GatewayOptions> = {},
): Promise<TestGateway> {
  const upstreamList = await Promise.all(SERVICE_NAMES.map((name) => startUpstream(name)));
  const upstreams = Object.fromEntries(upstreamList.map((upstream) => [upstream.name, upstream])) as Record<ServiceName, FakeUpstream>;
  const serviceEnv = Object.fromEntries(SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, upstreams[name].url]));
  const close = async () => {
    await Promise.all(upstreamList.map((upstream) => upstream.close()));
  };
  try {
    const config = loadConfig({ NODE_ENV: 'test', ...serviceEnv, ...env });
    const logger = recordingLogger();
    const probes = fakeProbes();
    const app = createGateway(config, {
      staticRoot: options.staticRoot ?? join(tmpdir(), 'eoa-gateway-no-static'),
      logger,
      probes: probes.probes,
      healthCacheMs: 0,
      ...options,
    });
    return { app, config, upstreams, logger, probes, close };
  } catch (error) {
    // A test that expects the gateway to refuse its config must not leave the upstreams listening.
    await close();
    throw error;
  }
}
