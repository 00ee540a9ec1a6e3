import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config.js';
import { APP_CONFIG, SERVICE_INFO, type ServiceInfo } from '../core/tokens.js';
import { serviceDataSourceOptions, type EntityList, type MigrationList } from './data-source.factory.js';
import { migrateAndSeed, type SeedFunction } from './migrate-and-seed.js';
import { assertSchemaName } from './schema-name.js';

export interface DatabaseModuleOptions {
  /** The service's own PostgreSQL schema. */
  schema: string;
  /** Migration classes, oldest first. */
  migrations: MigrationList;
  /** Entities not registered by a feature module's TypeOrmModule.forFeature (usually none). */
  entities?: EntityList;
  /** Idempotent seed run after the migrations, under the same lock. */
  seed?: SeedFunction;
  poolSize?: number;
}

/**
 * TypeORM for one service: connects with the service's schema, then migrates and seeds under the
 * schema's advisory lock before the application finishes starting. Feature modules register their
 * entities with TypeOrmModule.forFeature (picked up by autoLoadEntities).
 */
@Module({})
export class DatabaseModule {
  static forService(options: DatabaseModuleOptions): DynamicModule {
    assertSchemaName(options.schema);
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG, SERVICE_INFO],
          useFactory: (config: AppConfig, service: ServiceInfo) => ({
            ...serviceDataSourceOptions(config, {
              service: service.name,
              schema: options.schema,
              entities: options.entities,
              migrations: options.migrations,
              poolSize: options.poolSize,
            }),
            autoLoadEntities: true,
            // bootstrapService has already checked PostgreSQL; a failure here is not worth 10 retries.
            retryAttempts: 1,
          }),
          dataSourceFactory: async (dataSourceOptions?: DataSourceOptions) => {
            if (!dataSourceOptions) throw new Error('DatabaseModule: no DataSource options');
            const dataSource = new DataSource(dataSourceOptions);
            await dataSource.initialize();
            try {
              await migrateAndSeed(dataSource, options.schema, options.seed);
            } catch (error) {
              await dataSource.destroy().catch(() => undefined);
              throw error;
            }
            return dataSource;
          },
        }),
      ],
    };
  }
}
