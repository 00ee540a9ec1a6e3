import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config.js';
import { assertSchemaName } from './schema-name.js';
import { TypeOrmLogger } from './typeorm.logger.js';

/** What TypeORM accepts as entities (classes, schemas, globs) and as migrations (classes, globs). */
export type EntityList = NonNullable<DataSourceOptions['entities']>;
export type MigrationList = NonNullable<DataSourceOptions['migrations']>;

export interface ServiceDataSourceOptions {
  /** Service name, shown as application_name in pg_stat_activity. */
  service: string;
  /** The PostgreSQL schema this service owns: its tables and its migrations table live there. */
  schema: string;
  entities?: EntityList;
  migrations?: MigrationList;
  /** Pool size per replica. */
  poolSize?: number;
}

/**
 * DataSource options of one service: everything qualified by `schema` (no search_path), the
 * migrations table `<schema>.migrations`, and never `synchronize` — only migrations change tables.
 */
export function serviceDataSourceOptions(config: AppConfig, options: ServiceDataSourceOptions): DataSourceOptions {
  assertSchemaName(options.schema);
  return {
    type: 'postgres',
    url: config.databaseUrl,
    schema: options.schema,
    entities: options.entities ?? [],
    migrations: options.migrations ?? [],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    dropSchema: false,
    installExtensions: false,
    logging: ['warn', 'migration'],
    logger: new TypeOrmLogger(),
    applicationName: `eoa-${options.service}`,
    // At least 2: migrateAndSeed holds its lock on one connection while migrations use another.
    poolSize: Math.max(2, options.poolSize ?? 10),
    // A pooled connection waits at most 5 s to connect, so a request fails instead of hanging.
    connectTimeoutMS: 5000,
  };
}

/** A DataSource for scripts and tests that run outside Nest (not initialized yet). */
export function createServiceDataSource(config: AppConfig, options: ServiceDataSourceOptions): DataSource {
  return new DataSource(serviceDataSourceOptions(config, options));
}
