import { fileURLToPath } from 'node:url';
import { jestConfig } from '../../jest.base.js';

/** A database and a Redis key prefix of its own for each run (see libs/server-kit/testing). */
const kitTesting = (file) => fileURLToPath(import.meta.resolve(`@eoa/server-kit/testing/${file}`));

export default jestConfig({
  rootDir: import.meta.dirname,
  globalSetup: kitTesting('jest-global-setup.mjs'),
  globalTeardown: kitTesting('jest-global-teardown.mjs'),
  // The small fixture world as DATASET_DIR before every spec file (a spec proving full-size behaviour opts out).
  setupFiles: [kitTesting('fixture-world.setup.ts')],
  testTimeout: 30000,
});
