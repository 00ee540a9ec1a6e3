// node services/crafting/dist/seed.js [--from DIR] [--reset]
// Migrates the crafting schema and seeds it in one transaction: from DIR (or DATASET_DIR), else from the
// sample world generated in memory. A seeded schema is left unchanged unless --reset is given.
// `npm run seed` (scripts/seed.mjs) and `npm run bench` import runSeed from here for every service.
import { isEntryPoint, runSeedCli, seedRunner, type SeedCommand } from '@eoa/server-kit';
import { CRAFTING_SEED } from './dataset/crafting.seed.js';
import { CRAFTING_MIGRATIONS } from './migrations/index.js';

const COMMAND: SeedCommand = { service: 'crafting', migrations: CRAFTING_MIGRATIONS, seed: CRAFTING_SEED };

export const runSeed = seedRunner(COMMAND);

if (isEntryPoint(import.meta.url)) await runSeedCli(COMMAND);
