// node services/atlas/dist/seed.js [--from DIR] [--reset]
// Migrates the atlas schema and seeds it in one transaction: from DIR (or DATASET_DIR), else from the
// sample world generated in memory. A seeded schema is left unchanged unless --reset is given.
// `npm run seed` (scripts/seed.mjs) and `npm run bench` import runSeed from here for every service.
import { isEntryPoint, runSeedCli, seedRunner, type SeedCommand } from '@eoa/server-kit';
import { ATLAS_SEED } from './dataset/atlas.seed.js';
import { ATLAS_MIGRATIONS } from './migrations/index.js';

const COMMAND: SeedCommand = { service: 'atlas', migrations: ATLAS_MIGRATIONS, seed: ATLAS_SEED };

export const runSeed = seedRunner(COMMAND);

if (isEntryPoint(import.meta.url)) await runSeedCli(COMMAND);
