import { readFileSync } from 'node:fs';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createDependencyProbes, runtimeModeOf, type AppConfig, type DependencyProbes } from '@eoa/server-kit/edge';
import { apiDocs } from './api-docs.js';
import { apiRoutes } from './api-routes.js';
import { REVALIDATE } from './cache-policy.js';
import { sendError } from './errors.js';
import { HealthChecker } from './health/health.js';
import { DEFAULT_LIMITS, requestLimits, type RequestLimits } from './limits.js';
import { createLogger, type GatewayLogger } from './logger.js';
import { buildRemotesConfig, remoteOrigins } from './remotes-config.js';
import { accessLog, requestId, requestIdOf } from './request-context.js';
import { securityHeaders } from './security.js';
import { remoteHosting, shellHosting } from './static-hosting.js';

export interface GatewayOptions {
  /** Workspace root holding shell/dist and mfe-<name>/dist. */
  staticRoot: string;
  logger?: GatewayLogger;
  /** PostgreSQL and Redis checks; defaults to real connections to config.databaseUrl / redisUrl. */
  probes?: DependencyProbes;
  /** Per-service health timeout (default 2000 ms). */
  serviceHealthTimeoutMs?: number;
  /** How long a health result is reused (default 1000 ms; tests use 0). */
  healthCacheMs?: number;
  limits?: Partial<RequestLimits>;
  version?: string;
}

const packageVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The whole gateway as an Express app; main.ts gives it a port, tests give it fake upstreams. */
export function createGateway(config: AppConfig, options: GatewayOptions): Express {
  const logger = options.logger ?? createLogger(config);
  const remotes = buildRemotesConfig(config.remoteUrls);
  const health = new HealthChecker({
    serviceUpstreams: config.serviceUpstreams,
    probes: options.probes ?? createDependencyProbes(config.databaseUrl, config.redisEnabled ? config.redisUrl : null),
    mode: runtimeModeOf(config),
    version: options.version ?? packageVersion(),
    serviceTimeoutMs: options.serviceHealthTimeoutMs ?? 2_000,
    cacheMs: options.healthCacheMs ?? 1_000,
  });

  const app = express();
  app.disable('x-powered-by');

  app.use(requestId());
  app.use(accessLog(logger));
  app.use(securityHeaders(remoteOrigins(remotes)));
  app.use(compression());
  app.use(requestLimits({ ...DEFAULT_LIMITS, ...options.limits }));

  app.get('/api/health', async (req: Request, res: Response) => {
    const result = await health.check(requestIdOf(res));
    res.setHeader('Cache-Control', 'no-store');
    res.status(result.status === 'down' ? 503 : 200).json(result);
  });
  app.use(apiDocs());
  // No body parser anywhere before this: the proxy streams the request body to the service untouched.
  app.use(apiRoutes(config, logger));

  app.get('/remotes.json', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', REVALIDATE);
    res.json(remotes);
  });
  app.use('/remotes', remoteHosting(options.staticRoot));
  app.use(shellHosting(options.staticRoot));

  app.use((req: Request, res: Response) => sendError(res, 404, `Nothing at ${req.path}`));
  // Express 5 sends rejected promises of async handlers here too.
  app.use((error: Error & { status?: number; statusCode?: number }, req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) logger.error(`${req.method} ${req.path} failed: ${error.stack ?? error.message}`, { requestId: requestIdOf(res) });
    sendError(res, status, status >= 500 ? 'Internal server error' : error.message);
  });
  return app;
}
