// The fixture world the services' specs run on (testing/fixture-world.ts) must be the world they assert on.
import { readDatasetFolder } from '@eoa/dataset';
import { fixtureWorldDir, testWorld, testWorldSize } from '../testing/fixture-world.js';

describe('the fixture world', () => {
  const saved = process.env.EOA_TEST_WORLD;
  afterEach(() => {
    if (saved === undefined) delete process.env.EOA_TEST_WORLD;
    else process.env.EOA_TEST_WORLD = saved;
  });

  it('its folder holds the records testWorld() gives (what the services seed is what the specs assert on)', async () => {
    delete process.env.EOA_TEST_WORLD;
    expect(testWorldSize()).toBe('small');
    const dir = await fixtureWorldDir();
    // A second call finds the folder written (the cache), not a new one.
    expect(await fixtureWorldDir()).toBe(dir);
    const { records, stamp } = await readDatasetFolder(dir);
    const world = testWorld();
    for (const kind of ['items', 'quests', 'npcs', 'markers', 'recipes', 'maps'] as const) {
      const ids = (list: readonly { id: number }[]) => list.map((r) => r.id).sort((a, b) => a - b);
      expect([kind, ids(records[kind])]).toEqual([kind, ids(world[kind])]);
    }
    expect(records.items).toEqual([...world.items].sort((a, b) => a.id - b.id));
    expect(stamp.source).toContain('(small)');
    expect(records.items.length).toBeLessThan(5000);
  });

  it('EOA_TEST_WORLD=full gives the full world', () => {
    process.env.EOA_TEST_WORLD = 'full';
    expect(testWorldSize()).toBe('full');
    expect(testWorld().items).toHaveLength(21725);
  });
});
