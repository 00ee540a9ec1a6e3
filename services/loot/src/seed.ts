// node services/loot/dist/seed.js [--from DIR] [--reset]
// Migrates the loot schema and seeds it in one transaction: from DIR (or DATASET_DIR), else from the
// sample world generated in memory. A seeded schema is left unchanged unless --reset is given.
// `npm run seed` (scripts/seed.mjs) imports runSeed from here for every service.
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Logger } from '@nestjs/common';
import type { DatasetRecords } from '@eoa/dataset';
import {
  createServiceDataSource,
  describeDatabaseError,
  describeSeedOutcome,
  loadConfig,
  migrateAndSeed,
  type AppConfig,
  type LoadedDataset,
  type SeedOutcome,
} from '@eoa/server-kit';
import { LOOT_SCHEMA } from './dataset/loot.seed.js';
import { DatasetRefusedError } from './dataset/dataset-source.js';
import { seedLoot } from './dataset/seeding.js';
import { LOOT_MIGRATIONS } from './migrations/index.js';

export interface RunSeedOptions {
  config: AppConfig;
  /** A dataset already read and validated; else config.datasetDir or the generated sample world. */
  dataset?: LoadedDataset<DatasetRecords>;
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

/** Connects with config.databaseUrl, runs the migrations and seeds, under the schema's advisory lock. */
export async function runSeed(options: RunSeedOptions): Promise<RunSeedResult> {
  const dataSource = createServiceDataSource(options.config, {
    service: 'loot-seed',
    schema: LOOT_SCHEMA,
    migrations: LOOT_MIGRATIONS,
    poolSize: 2,
  });
  await dataSource.initialize();
  try {
    let outcome: SeedOutcome | undefined;
    await migrateAndSeed(
      dataSource,
      LOOT_SCHEMA,
      async (ds) => {
        outcome = await seedLoot(ds, options);
      },
      { log: options.log ?? (() => undefined) },
    );
    return { outcome: outcome!, summary: describeSeedOutcome(outcome!) };
  } finally {
    await dataSource.destroy();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('Usage: node services/loot/dist/seed.js [--from DIR] [--reset]');
    return;
  }
  // TypeORM's per-migration lines are noise here; warnings and errors still show.
  Logger.overrideLogger(['error', 'warn']);
  const base = loadConfig();
  const config = values.from ? { ...base, datasetDir: resolve(values.from) } : base;
  try {
    const { summary } = await runSeed({ config, reset: values.reset, log: (line) => console.log(`loot: ${line}`) });
    console.log(summary);
  } catch (error) {
    const reason = error instanceof DatasetRefusedError ? error.message : describeDatabaseError(error);
    console.error(`loot: not seeded: ${reason}`);
    process.exitCode = 1;
  }
}

const invokedAs = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (import.meta.url === invokedAs) await main();
