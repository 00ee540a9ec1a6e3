// node services/admin/dist/seed.js
// Migrates the admin schema and adds its defaults (settings, homepage tools, the first administrator from
// ADMIN_USERNAME / ADMIN_PASSWORD). Admin holds no game data: `npm run seed -- --from DIR [--reset]` calls
// runSeed here like the other services', and neither the dataset nor --reset changes anything in admin
// (its tables hold what people entered: corrections, translations, settings).
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import { createServiceDataSource, describeDatabaseError, loadConfig, migrateAndSeed, type AppConfig } from '@eoa/server-kit';
import { seedAdmin } from './admin.seed.js';
import type { FirstAdministratorResult } from './admin-users/admin-users.seed.js';
import { ADMIN_MIGRATIONS } from './migrations/index.js';
import { ADMIN_SCHEMA } from './service.info.js';

export interface RunSeedOptions {
  config: AppConfig;
  /** Messages (migrations applied, administrator created, warnings). */
  log?: (line: string) => void;
}

export interface RunSeedResult {
  administrator: FirstAdministratorResult;
  summary: string;
}

const SUMMARY: Record<FirstAdministratorResult, string> = {
  created: 'settings and homepage tools present; first administrator created',
  exists: 'settings, homepage tools and administrator present; nothing to change (admin holds no game data)',
  skipped: 'settings and homepage tools present; no administrator (ADMIN_PASSWORD is not set)',
};

/** Connects with config.databaseUrl, runs the migrations and the seed, under the schema's advisory lock. */
export async function runSeed(options: RunSeedOptions): Promise<RunSeedResult> {
  const log = options.log ?? (() => undefined);
  const dataSource = createServiceDataSource(options.config, { service: 'admin-seed', schema: ADMIN_SCHEMA, migrations: ADMIN_MIGRATIONS, poolSize: 2 });
  await dataSource.initialize();
  try {
    let administrator: FirstAdministratorResult = 'exists';
    await migrateAndSeed(
      dataSource,
      ADMIN_SCHEMA,
      async (ds) => {
        administrator = await seedAdmin(ds, options.config, { log, warn: log });
      },
      { log },
    );
    return { administrator, summary: `admin: ${SUMMARY[administrator]}` };
  } finally {
    await dataSource.destroy();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log('Usage: node services/admin/dist/seed.js   (--from and --reset are accepted and change nothing here)');
    return;
  }
  Logger.overrideLogger(['error', 'warn']);
  try {
    const result = await runSeed({ config: loadConfig(), log: (line) => console.log(`admin: ${line}`) });
    console.log(result.summary);
  } catch (error) {
    console.error(`admin: not seeded: ${describeDatabaseError(error)}`);
    process.exitCode = 1;
  }
}

const invokedAs = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (import.meta.url === invokedAs) await main();
