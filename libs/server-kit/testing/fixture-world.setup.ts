// Jest setup file of the services' specs (setupFilesAfterEnv): before the spec file's own hooks, DATASET_DIR points
// at the small fixture world, unless the file asked for the full one (see fixture-world.ts).
import { fixtureWorldDir, testWorldSize } from './fixture-world.js';

beforeAll(async () => {
  if (testWorldSize() === 'small') process.env.DATASET_DIR = await fixtureWorldDir();
});
