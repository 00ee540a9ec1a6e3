import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { assertSchemaName, quoteIdentifier } from './schema-name.js';

/** Fills a freshly migrated schema; must be idempotent (it runs on every start). */
export type SeedFunction = (dataSource: DataSource) => Promise<void>;

export interface MigrateResult {
  /** Names of the migrations this call applied (empty when the schema was up to date). */
  appliedMigrations: string[];
}

/** Key of the advisory lock of one schema, shared by every replica of its service. */
export function migrationLockKey(schema: string): string {
  return `eoa:migrate:${schema}`;
}

/**
 * Creates the schema if missing, runs pending migrations, then the seed — all while holding a
 * PostgreSQL advisory lock keyed by schema, so replicas starting together do it one at a time (the
 * second finds nothing left to do). The lock lives on one dedicated connection and is released
 * with it, even if this process dies half-way.
 */
export async function migrateAndSeed(
  dataSource: DataSource,
  schema: string,
  seed?: SeedFunction,
  logger: Pick<Logger, 'log'> = new Logger('Migrations'),
): Promise<MigrateResult> {
  assertSchemaName(schema);
  const configuredSchema = 'schema' in dataSource.options ? dataSource.options.schema : undefined;
  if (configuredSchema !== schema) {
    // Otherwise the migrations table would be looked for in another schema than the one locked.
    throw new Error(`migrateAndSeed: the DataSource is configured for schema "${configuredSchema}", not "${schema}"`);
  }
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [migrationLockKey(schema)]);
    try {
      await lockRunner.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      if (applied.length > 0) logger.log(`Schema ${schema}: applied ${applied.map((m) => m.name).join(', ')}`);
      if (seed) await seed(dataSource);
      return { appliedMigrations: applied.map((migration) => migration.name) };
    } finally {
      await lockRunner.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [migrationLockKey(schema)]);
    }
  } finally {
    await lockRunner.release();
  }
}
