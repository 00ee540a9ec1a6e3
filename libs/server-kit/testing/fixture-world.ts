// The world the services' specs run on (issue 22 §5, "a fast suite"): the small sample world (generateDataset with
// size 'small': every class, trait, profession, recipe, map and category, a tenth of the items, quests, NPCs and
// markers), written once to a folder under node_modules/.cache and given to the services as DATASET_DIR, so booting
// a test app seeds a few thousand rows instead of a hundred thousand. fixture-world.setup.ts (a Jest setup file of
// each service) points DATASET_DIR at it before every spec file.
//
// Opt-outs: a spec that proves full-size behaviour calls useFullWorld() at its top (the full world on a database of
// its own, the run's database being seeded with the small one); EOA_TEST_WORLD=full runs a whole suite on the full
// world. The seed suites (describeDatasetSeeding) always seed the full world generated in memory.
//
// Specs assert on what the world holds: testWorld() gives its records (the same records the services seeded), never
// ids remembered from one world.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { DEFAULT_SEED, GENERATOR_NAME, MANIFEST_FILE, generateSampleWorld, writeDataset, type DatasetRecords, type WorldSize } from '@eoa/dataset';
import { useOwnDatabase, type OwnDatabase } from './index.mjs';

const WORKSPACE_ROOT = join(import.meta.dirname, '..', '..', '..');
/** What makes the world: the generator and the record schemas (a change to either makes a new cache entry). */
const SOURCES = [join(WORKSPACE_ROOT, 'libs', 'dataset', 'src'), join(WORKSPACE_ROOT, 'libs', 'contracts', 'src')];
const CACHE_DIR = join(WORKSPACE_ROOT, 'node_modules', '.cache', 'eoa-test-world');

/** Which world this spec file's services seed: `small` unless the spec called useFullWorld() or EOA_TEST_WORLD=full. */
export function testWorldSize(): WorldSize {
  return process.env.EOA_TEST_WORLD === 'full' ? 'full' : 'small';
}

const worlds = new Map<WorldSize, DatasetRecords>();
/**
 * The records of the world this spec file's services are seeded with (generated in memory, memoized per file: the
 * same records as the fixture folder's), to assert on what the world holds.
 */
export function testWorld(): DatasetRecords {
  const size = testWorldSize();
  let world = worlds.get(size);
  if (!world) {
    world = generateSampleWorld(DEFAULT_SEED, size).records;
    worlds.set(size, world);
  }
  return world;
}

/** The generator named in a small-world folder's manifest (the fixture folder's, the seed suites'). */
export const SMALL_GENERATOR = `${GENERATOR_NAME} (small)`;

/**
 * How the services describe the data they seeded (dataset_meta's `source`, builder's /api/data/version) in this spec
 * file's world; call it inside a test (the setup file sets DATASET_DIR before the file's hooks).
 */
export function testWorldSource(): string {
  const dir = process.env.DATASET_DIR;
  return dir ? `folder ${dir} (${SMALL_GENERATOR}, seed ${DEFAULT_SEED})` : `the sample world generated in memory (seed ${DEFAULT_SEED})`;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.(spec|test)\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The cache key of the small world: the generator's name, the seed and the text of every source file that makes it. */
async function worldKey(): Promise<string> {
  const hash = createHash('sha256').update(`${GENERATOR_NAME}\n${DEFAULT_SEED}\nsmall\n`);
  for (const dir of SOURCES) {
    for (const file of await sourceFiles(dir)) hash.update(relative(WORKSPACE_ROOT, file)).update('\0').update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const exists = (path: string) => stat(path).then(() => true, () => false);

/**
 * The folder of the small world, written on first use and reused while the generator is unchanged. Written to a
 * folder of its own and renamed into place, so Jest workers writing it at the same time never see half a world.
 */
export async function fixtureWorldDir(): Promise<string> {
  const dir = join(CACHE_DIR, `small-${await worldKey()}`);
  if (await exists(join(dir, MANIFEST_FILE))) return dir;
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${dir}.${process.pid}.${Date.now()}.partial`;
  await writeDataset(partial, generateSampleWorld(DEFAULT_SEED, 'small').records, { seed: DEFAULT_SEED, generator: SMALL_GENERATOR });
  try {
    await rename(partial, dir);
  } catch (error) {
    // Another worker was first: its folder is the same world.
    await rm(partial, { recursive: true, force: true });
    if (!(await exists(join(dir, MANIFEST_FILE)))) throw error;
  }
  return dir;
}

/**
 * For a spec file that proves full-size behaviour: its services seed the full sample world (generated in memory), on
 * a database of the file's own (`<run database>_<label>`, dropped after). Call it at the top of the file, before any
 * hook that boots an app; testWorld() then gives the full world.
 */
export function useFullWorld(label: string): void {
  process.env.EOA_TEST_WORLD = 'full';
  delete process.env.DATASET_DIR;
  let own: OwnDatabase | undefined;
  beforeAll(async () => {
    own = await useOwnDatabase(label);
  });
  afterAll(async () => {
    await own?.restore();
  });
}
