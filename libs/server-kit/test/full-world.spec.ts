// useFullWorld(): a spec that proves full-size behaviour gets the full world, on a database of its own.
import { testWorld, testWorldSize, useFullWorld } from '../testing/fixture-world.js';

const runDatabase = process.env.EOA_TEST_DATABASE;
process.env.DATASET_DIR = '/somewhere/small';
useFullWorld('fullworld');

describe('useFullWorld', () => {
  it('drops DATASET_DIR: the services generate the full world in memory, and testWorld() is that world', () => {
    expect(process.env.DATASET_DIR).toBeUndefined();
    expect(testWorldSize()).toBe('full');
    expect(testWorld().quests).toHaveLength(3139);
  });

  it('points DATABASE_URL at a database of the file’s own, beside the run’s', () => {
    expect(runDatabase).toMatch(/^eoa_test_/);
    expect(new URL(process.env.DATABASE_URL!).pathname).toBe(`/${runDatabase}_fullworld`);
  });
});
