// What the gateway shares with the services (configuration, request ids, log paths, dependency probes).
export * from './edge/index.js';
export { APP_CONFIG, SERVICE_INFO, type ServiceInfo } from './core/tokens.js';
export { ServerKitModule } from './core/server-kit.module.js';
export { packageVersion } from './core/package-version.js';

export {
  bootstrapService,
  configureServiceApp,
  createServiceApp,
  DEFAULT_JSON_BODY_LIMIT,
  initServiceApp,
  TRUSTED_PROXIES,
  type BootstrapServiceOptions,
  type ConfigureServiceAppOptions,
  type CreateServiceAppOptions,
  type InitServiceAppOptions,
  type NestApplicationFactory,
} from './app/service.bootstrap.js';
export { ApiExceptionFilter, problemInitOf, toProblem } from './app/api-exception.filter.js';
export { requestIdMiddleware, requestIdOf } from './app/request-id.middleware.js';
export { ClientIp, clientIpOf, plainIp } from './app/client-ip.decorator.js';
export { TooManyRequestsException } from './app/too-many-requests.exception.js';
export { DependencyUnavailableException } from './app/dependency-unavailable.exception.js';
export { databaseUnavailableException, isDatabaseUnavailable } from './app/database-unavailable.js';
export { ProblemException } from './app/problem.exception.js';
export { codedIssues, InvalidRequestException, isZodDto, parseWith, zodDto, ZodValidationPipe, type ZodDtoClass } from './app/zod-validation.js';
export { answerSchemaOf, answersWithoutSchema, ApiAnswer, documentAnswerSchemas, openApiSchemaOf, setupOpenApi } from './app/openapi.js';
export {
  dataHeaderProblem,
  jsonBodyHygiene,
  jsonBodyProblem,
  MAX_BODY_DEPTH,
  MAX_BODY_STRING_LENGTH,
  MAX_PARAMETER_LENGTH,
  MAX_QUERY_VALUE_LENGTH,
  MAX_URL_LENGTH,
  requestTargetHygiene,
  requestTargetProblem,
  textProblem,
  verifyUtf8Body,
} from './app/input-hygiene.js';
export { ACCEPT_LANGUAGE_HEADER, Lang, QueryLang, varyOnLanguage } from './app/language.js';
export { IdParam, IntParam, MAX_ID, parseIntParam, type IntParamSpec } from './app/params.js';

export { DatabaseModule, type DatabaseModuleOptions } from './database/database.module.js';
export {
  createServiceDataSource,
  serviceDataSourceOptions,
  type ServiceDataSourceOptions,
  type EntityList,
  type MigrationList,
} from './database/data-source.factory.js';
export { migrateAndSeed, migrationLockKey, type MigrateResult, type SeedFunction } from './database/migrate-and-seed.js';
export { bulkInsert, bulkInsertSql, BULK_INSERT_CHUNK, type BulkInsertTarget, type SqlRunner } from './database/bulk-insert.js';
export {
  describeSeedOutcome,
  readSeededState,
  seedDatasetSchema,
  type DatasetStamp,
  type LoadedDataset,
  type SchemaSeed,
  type SeedDatasetOptions,
  type SeededState,
  type SeedOutcome,
} from './database/dataset-seed.js';
export { TypeOrmLogger } from './database/typeorm.logger.js';
export { datasetMetaEntity, type DatasetMeta } from './seed/dataset-meta.entity.js';
export { DatasetModule } from './seed/dataset.module.js';
export { datasetSeedHook, seedSchemaFromDataset, type DatasetSchemaSeed, type SeedFromDatasetOptions } from './seed/dataset-schema.seed.js';
export { isEntryPoint, runSeedCli, seedRunner, type RunSeed, type RunSeedOptions, type RunSeedResult, type SeedCommand } from './seed/seed-command.js';
export { assertSchemaName, quoteIdentifier } from './database/schema-name.js';

export { RedisService, redisOptions } from './redis/redis.service.js';
export { MAX_NOTIFY_PAYLOAD_BYTES, PgNotifications, pgChannelName, type NotificationHandler } from './coordination/pg-notifications.js';
export { RateLimiters, type RateLimit, type RateLimiter } from './coordination/rate-limiters.js';
export { PostgresTable } from './coordination/postgres-table.js';
export { CacheService } from './redis/cache.service.js';
export { EventsService, type DomainEventHandler } from './redis/events.service.js';
export { DataCache, DATA_CACHE_TTL_SECONDS } from './redis/data-cache.service.js';
export {
  compressJson,
  etagOf,
  matchesTag,
  negotiateEncoding,
  PrecompressedStore,
  type Encoding,
  type PrecompressedBody,
  type PrecompressedStoreOptions,
  type SendPrecompressedOptions,
} from './http/precompressed.js';
export {
  describeFailure,
  InternalCallError,
  InternalHttpClient,
  type InternalGetOptions,
  type InternalHttpClientOptions,
} from './http/internal-http.js';
export { HealthService } from './health/health.service.js';

export {
  ADMIN_TOKEN_ALGORITHM,
  ADMIN_TOKEN_AUDIENCE,
  AdminTokenError,
  AdminTokens,
  type AdminPrincipal,
  type AdminTokenProblem,
  type SignedAdminToken,
} from './auth/admin-tokens.js';
export { RevokedAdminTokens, type RevocationState } from './auth/revoked-admin-tokens.js';
export { AdminAuthGuard, AdminUsername, bearerToken, CurrentAdmin, type AdminRequest } from './auth/admin-auth.guard.js';
export { INTERNAL_TOKEN_REQUIRED, InternalTokenGuard } from './auth/internal-token.guard.js';
export { AdminRoutes } from './auth/admin-routes.decorator.js';
export { HealthController } from './health/health.controller.js';
