// node services/loot/dist/seed.js [--from DIR] [--reset]
// Migrates the loot schema and seeds it in one transaction: from DIR (or DATASET_DIR), else from the
// sample world generated in memory. A seeded schema is left unchanged unless --reset is given.
// `npm run seed` (scripts/seed.mjs) and `npm run bench` import runSeed from here for every service.
import { isEntryPoint, runSeedCli, seedRunner, type SeedCommand } from '@eoa/server-kit';
import { LOOT_SEED } from './dataset/loot.seed.js';
import { LOOT_MIGRATIONS } from './migrations/index.js';

const COMMAND: SeedCommand = { service: 'loot', migrations: LOOT_MIGRATIONS, seed: LOOT_SEED };

export const runSeed = seedRunner(COMMAND);

if (isEntryPoint(import.meta.url)) await runSeedCli(COMMAND);
