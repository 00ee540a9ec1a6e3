import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createDependencyProbes, pathForLogs, runtimeModeOf, type AppConfig, type DependencyProbes } from '@eoa/server-kit/edge';
import { apiDocs } from './api-docs.js';
import { apiRoutes, isServiceApiPath } from './api-routes.js';
import { forwardedBy } from './forwarded.js';
import { REVALIDATE } from './cache-policy.js';
import { echoed, sendError, sendLibraryError } from './errors.js';
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

/** The whole gateway as a request listener: main.ts serves it (http.createServer), tests give it fake upstreams. */
export type Gateway = (req: IncomingMessage, res: ServerResponse) => void;

/** A middleware in Connect's shape, which Express and the API path below both run. */
type Step = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Runs `steps` in order as Express would (each calls next, or answers), then `last`; a failure goes to `failed`. */
function runSteps(steps: readonly Step[], req: IncomingMessage, res: ServerResponse, last: () => Promise<void>, failed: (error: unknown) => void): void {
  let index = 0;
  const next = (error?: unknown): void => {
    if (error) return failed(error);
    const step = steps[index];
    index += 1;
    if (!step) {
      last().catch(failed);
      return;
    }
    try {
      step(req, res, next);
    } catch (thrown) {
      failed(thrown);
    }
  };
  next();
}

export function createGateway(config: AppConfig, options: GatewayOptions): Gateway {
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

  const forwardedOf = forwardedBy(config.trustedProxies);
  // What every request goes through, the API calls included: id, access line, security headers, compression, limits.
  const front: Step[] = [
    requestId(),
    accessLog(logger, (req) => forwardedOf(req).for),
    securityHeaders(remoteOrigins(remotes)),
    compression() as unknown as Step,
    requestLimits({ ...DEFAULT_LIMITS, ...options.limits }),
  ];
  const failed = (error: unknown, req: IncomingMessage, res: ServerResponse) => {
    const { status: given, statusCode, message, stack } = error as Error & { status?: number; statusCode?: number };
    const status = given ?? statusCode ?? 500;
    if (status >= 500) logger.error(`${req.method} ${pathForLogs(req.url ?? '/')} failed: ${stack ?? message}`, { requestId: requestIdOf(res) });
    sendLibraryError(res, status, (req.url ?? '/').split('?')[0]!);
  };

  const app = express();
  app.disable('x-powered-by');
  for (const step of front) app.use(step);

  app.get('/api/health', async (req: Request, res: Response) => {
    const result = await health.check(requestIdOf(res));
    res.setHeader('Cache-Control', 'no-store');
    res.status(result.status === 'down' ? 503 : 200).json(result);
  });
  app.use(apiDocs());

  app.get('/remotes.json', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', REVALIDATE);
    res.json(remotes);
  });
  app.use('/remotes', remoteHosting(options.staticRoot));
  app.use(shellHosting(options.staticRoot));

  app.use((req: Request, res: Response) => sendError(res, 404, 'routing.nothingAt', { path: echoed(req.path) }));
  // Express 5 sends rejected promises of async handlers here too.
  app.use((error: Error, req: Request, res: Response, _next: NextFunction) => failed(error, req, res));

  // The services' calls skip Express: its routing and request decoration cost about as much CPU per request as the
  // proxying itself (measured), and they need neither; they get the same front steps, in the same order.
  // No body parser anywhere before the proxy: it streams the request body to the service untouched.
  const toService = apiRoutes(config, logger, forwardedOf);
  return (req, res) => {
    const path = pathForLogs(req.url ?? '/');
    if (!isServiceApiPath(path)) {
      app(req, res);
      return;
    }
    runSteps(front, req, res, () => toService(req, res, path), (error) => failed(error, req, res));
  };
}
