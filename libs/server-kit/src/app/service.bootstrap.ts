import { Logger, type INestApplication, type LoggerService, type LogLevel, type NestApplicationOptions, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { json } from 'express';
import type { ServiceName } from '@eoa/contracts';
import { ConfigError, loadConfig, type AppConfig } from '../config.js';
import { redactUrl } from '../core/redact-url.js';
import { describeDatabaseError, probePostgres } from '../edge/dependency-probes.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { setupOpenApi } from './openapi.js';
import { jsonBodyHygiene, requestTargetHygiene, verifyUtf8Body } from './input-hygiene.js';
import { requestIdMiddleware } from './request-id.middleware.js';
import { describeRuntimeMode, runtimeModeOf } from '../edge/runtime-mode.js';
import { exitWithLauncher } from '../edge/exit-with-launcher.js';
import { ServiceLogger } from '../edge/service.logger.js';
import { ZodValidationPipe } from './zod-validation.js';

/** Default cap of a JSON body: corrections and admin edits are a few KB. */
export const DEFAULT_JSON_BODY_LIMIT = '100kb';

/** Express's names for the ranges a proxy of ours (the gateway, docker's network) comes from. */
export const TRUSTED_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

export interface ConfigureServiceAppOptions {
  name: string;
  version: string;
  logger: LoggerService;
  jsonBodyLimit?: string;
}

/**
 * Everything that makes a Nest application one of our services — shared by bootstrapService and by
 * e2e tests (which build the app from a testing module): logger, proxies, request ids, body limit,
 * the /api prefix, validation, the error shape, OpenAPI and shutdown hooks.
 * Call before app.init() / listen(); create the app with `bodyParser: false`.
 */
export function configureServiceApp(app: NestExpressApplication, options: ConfigureServiceAppOptions): NestExpressApplication {
  app.useLogger(options.logger);
  app.flushLogs();
  app.set('trust proxy', TRUSTED_PROXIES);
  app.disable('x-powered-by');
  // Before the body parser, so even a malformed body's 400 carries the request id.
  app.use(requestIdMiddleware(options.logger));
  // Unusable text (NUL, bad UTF-8, lone surrogates, overlong values) is a 400 here, never a query.
  app.use(requestTargetHygiene());
  // Express's parser directly: Nest's useBodyParser reserves `verify`, which checks the bytes are UTF-8.
  app.use(json({ limit: options.jsonBodyLimit ?? DEFAULT_JSON_BODY_LIMIT, verify: verifyUtf8Body }));
  app.use(jsonBodyHygiene());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new ZodValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
  setupOpenApi(app, options.name, options.version);
  return app;
}

export interface CreateServiceAppOptions {
  name: string;
  version: string;
  module: Type<unknown>;
  config: AppConfig;
  jsonBodyLimit?: string;
}

export async function createServiceApp(options: CreateServiceAppOptions): Promise<NestExpressApplication> {
  const logger = new ServiceLogger(options.name, options.config.logFormat);
  // Logs are held until the app exists (configureServiceApp flushes them); a failed start drops
  // them, so bootstrapService's one line is all that is printed.
  const app = await NestFactory.create<NestExpressApplication>(options.module, {
    logger,
    bufferLogs: true,
    autoFlushLogs: false,
    abortOnError: false,
    bodyParser: false,
  });
  return configureServiceApp(app, { ...options, logger });
}

export interface BootstrapServiceOptions {
  name: ServiceName;
  /** The service's version (packageVersion(import.meta.url)). */
  version: string;
  module: Type<unknown>;
  jsonBodyLimit?: string;
}

function fail(name: string, ...lines: string[]): never {
  for (const line of lines) process.stderr.write(`[${name}] ${line}\n`);
  process.exit(1);
}

/** An error of PostgreSQL itself (pg's DatabaseError has a severity) or of reaching it. */
function isDatabaseError(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isDatabaseError);
  if (!(error instanceof Error)) return false;
  const { severity, syscall } = error as Error & { severity?: unknown; syscall?: unknown };
  return typeof severity === 'string' || syscall === 'connect' || syscall === 'getaddrinfo';
}

/**
 * Starts a service: validated config, a reachable PostgreSQL, the Nest app with migrations run,
 * then listen on config.servicePorts[name]. A bad setting (one line each), an unreachable database or a busy port
 * prints one line saying which and where, and exits with status 1.
 */
export async function bootstrapService(options: BootstrapServiceOptions): Promise<NestExpressApplication> {
  const { name } = options;
  exitWithLauncher();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(name, ...error.problems.map((problem) => `configuration error: ${problem}`));
    throw error;
  }
  const database = redactUrl(config.databaseUrl);
  try {
    await probePostgres(config.databaseUrl);
  } catch (error) {
    fail(name, `cannot start: PostgreSQL at ${database} is unreachable (${describeDatabaseError(error)})`);
  }

  const port = config.servicePorts[name];
  let app: NestExpressApplication | undefined;
  try {
    app = await createServiceApp({ ...options, config });
    await app.listen(port);
    new Logger('Bootstrap').log(
      `${name} service listening on port ${port} (health /api/health, OpenAPI /api/${name}/docs-json); ${describeRuntimeMode(runtimeModeOf(config))}`,
    );
    return app;
  } catch (error) {
    await app?.close().catch(() => undefined);
    const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
    if (code === 'EADDRINUSE') fail(name, `cannot start: port ${port} is already in use (set ${name.toUpperCase()}_PORT)`);
    if (isDatabaseError(error)) fail(name, `cannot start: PostgreSQL at ${database}: ${describeDatabaseError(error)}`);
    // Unexpected: keep the stack, it is the only clue.
    fail(name, `cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

/** Anything that makes a Nest application, e.g. a TestingModule (so this file needs no @nestjs/testing). */
export interface NestApplicationFactory {
  createNestApplication<T extends INestApplication = INestApplication>(options?: NestApplicationOptions): T;
}

export interface InitServiceAppOptions {
  name: string;
  version: string;
  /** Defaults to errors and warnings: tests stay quiet unless something is wrong. */
  logLevels?: LogLevel[];
  config?: Pick<AppConfig, 'logFormat'>;
}

/**
 * The app a service's e2e tests talk to: built from a (testing) module, configured exactly like
 * bootstrapService does, initialized (migrations run) but not listening — supertest binds it to an
 * ephemeral port itself.
 */
export async function initServiceApp(factory: NestApplicationFactory, options: InitServiceAppOptions): Promise<NestExpressApplication> {
  const logger = new ServiceLogger(options.name, options.config?.logFormat ?? 'pretty', options.logLevels ?? ['error', 'warn']);
  const app = factory.createNestApplication<NestExpressApplication>({ bodyParser: false, logger });
  configureServiceApp(app, { name: options.name, version: options.version, logger });
  await app.init();
  return app;
}
