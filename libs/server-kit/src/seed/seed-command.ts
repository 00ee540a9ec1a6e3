// The seed command of a data service: `node services/<service>/dist/seed.js [--from DIR] [--reset]`.
// Migrates the schema and seeds it in one transaction: from DIR (or DATASET_DIR), else from the sample
// world generated in memory. A seeded schema is left unchanged unless --reset is given.
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Logger } from '@nestjs/common';
import { DatasetRefusedError, type LoadedDataset } from '@eoa/dataset';
import { loadConfig, type AppConfig } from '../config.js';
import { createServiceDataSource, type MigrationList } from '../database/data-source.factory.js';
import { describeSeedOutcome, type SeedOutcome } from '../database/dataset-seed.js';
import { migrateAndSeed } from '../database/migrate-and-seed.js';
import { describeDatabaseError } from '../edge/dependency-probes.js';
import { seedSchemaFromDataset, type DatasetSchemaSeed } from './dataset-schema.seed.js';

/** What a data service's seed command needs: who it is, its migrations and its part of the dataset. */
export interface SeedCommand {
  /** The service name: the log prefix, the connection's application name (`<service>-seed`), the usage line. */
  service: string;
  /** Every migration of the schema, oldest first (the same list as the app's). */
  migrations: MigrationList;
  seed: DatasetSchemaSeed;
}

export interface RunSeedOptions {
  config: AppConfig;
  /** A dataset already read and validated; else config.datasetDir or the generated sample world. */
  dataset?: LoadedDataset;
  /** Replace the data of a seeded schema (in the same transaction). */
  reset?: boolean;
  /** Migration messages. */
  log?: (line: string) => void;
}

export interface RunSeedResult {
  outcome: SeedOutcome;
  /** One line: what was seeded (rows per table, time), or why nothing changed. */
  summary: string;
}

export type RunSeed = (options: RunSeedOptions) => Promise<RunSeedResult>;

/**
 * A service's runSeed (what `npm run seed` and `npm run bench` import from its dist/seed.js): connects
 * with config.databaseUrl, runs the migrations and seeds, under the schema's advisory lock.
 */
export function seedRunner(command: SeedCommand): RunSeed {
  const { schema } = command.seed;
  return async (options) => {
    const dataSource = createServiceDataSource(options.config, {
      service: `${command.service}-seed`,
      schema,
      migrations: command.migrations,
      poolSize: 2,
    });
    await dataSource.initialize();
    try {
      let outcome: SeedOutcome | undefined;
      await migrateAndSeed(
        dataSource,
        schema,
        async (ds) => {
          outcome = await seedSchemaFromDataset(ds, command.seed, options);
        },
        { log: options.log ?? (() => undefined) },
      );
      return { outcome: outcome!, summary: describeSeedOutcome(outcome!) };
    } finally {
      await dataSource.destroy();
    }
  };
}

/**
 * The command line: parses `--from DIR --reset` (`--help`), prints the migrations applied and the outcome
 * on stdout, or `<service>: not seeded: <reason>` on stderr with exit code 1.
 */
export async function runSeedCli(command: SeedCommand, args: string[] = process.argv.slice(2)): Promise<void> {
  const { service } = command;
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(`Usage: node services/${service}/dist/seed.js [--from DIR] [--reset]`);
    return;
  }
  // TypeORM's per-migration lines are noise here; warnings and errors still show.
  Logger.overrideLogger(['error', 'warn']);
  const base = loadConfig();
  const config = values.from ? { ...base, datasetDir: resolve(values.from) } : base;
  try {
    const { summary } = await seedRunner(command)({ config, reset: values.reset, log: (line) => console.log(`${service}: ${line}`) });
    console.log(summary);
  } catch (error) {
    const reason = error instanceof DatasetRefusedError ? error.message : describeDatabaseError(error);
    console.error(`${service}: not seeded: ${reason}`);
    process.exitCode = 1;
  }
}

/** True in the module Node was started with (`node dist/seed.js`), false when it is imported. */
export function isEntryPoint(importMetaUrl: string): boolean {
  const invokedAs = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
  return importMetaUrl === invokedAs;
}
