import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { DEFAULT_SEED, GENERATOR_NAME, generateSampleWorld, writeDataset } from '@eoa/dataset';
import { createServiceDataSource, initServiceApp, loadConfig } from '@eoa/server-kit';
import { useOwnDatabase, type OwnDatabase } from '@eoa/server-kit/testing';
import { AppModule } from '../src/app.module.js';
import { LOOT_SCHEMA, LOOT_TABLES } from '../src/dataset/loot.seed.js';
import { runSeed } from '../src/seed.js';
import { SERVICE } from '../src/service.info.js';

// Generated once for the whole file (about a second).
const world = generateSampleWorld();
const data = world.records;
const ids = (values: Array<number | null>) => new Set(values.filter((v): v is number => v !== null));
const EXPECTED: Record<(typeof LOOT_TABLES)[number], number> = {
  item_sources: data.itemSources.length,
  boss_drops: data.lootBosses.reduce((sum, b) => sum + b.guaranteedDrops.length, 0),
  bosses: data.lootBosses.length,
  instances: data.lootInstances.length,
  recipe_refs: ids(data.itemSources.map((s) => s.recipeId)).size,
  quest_refs: ids(data.itemSources.map((s) => s.questId)).size,
  npc_refs: ids([...data.itemSources.map((s) => s.npcId), ...data.lootBosses.map((b) => b.mobId)]).size,
  item_refs: ids([
    ...data.itemSources.flatMap((s) => [s.itemId, s.barterItemId]),
    ...data.lootBosses.flatMap((b) => b.guaranteedDrops.map((d) => d.itemId)),
  ]).size,
  translations: data.translations.length,
};
/** The line and field the corrupted-dataset tests break. */
const BROKEN_FILE = 'item-sources.ndjson';
const BROKEN_LINE = 5;

describe('loot seeding against the real database', () => {
  let own: OwnDatabase;
  let dir: string;
  let probe: DataSource;

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of LOOT_TABLES) {
      const [{ n }] = await probe.query(`SELECT count(*)::int AS n FROM "${LOOT_SCHEMA}"."${table}"`);
      result[table] = n;
    }
    return result;
  };
  const meta = async () => {
    const rows: Array<{ key: string; value: string }> = await probe.query(`SELECT key, value FROM "${LOOT_SCHEMA}"."dataset_meta"`);
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  };

  /** Breaks one field of one line of the folder's item sources (and leaves the manifest as it was). */
  async function corrupt(): Promise<() => Promise<void>> {
    const file = join(dir, BROKEN_FILE);
    const original = await readFile(file, 'utf8');
    const lines = original.split('\n');
    lines[BROKEN_LINE - 1] = lines[BROKEN_LINE - 1]!.replace(/"sourceType":\d+/, '"sourceType":"two"');
    await writeFile(file, lines.join('\n'));
    return () => writeFile(file, original);
  }

  async function boot(datasetDir?: string): Promise<NestExpressApplication> {
    if (datasetDir) process.env.DATASET_DIR = datasetDir;
    try {
      const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
      return await initServiceApp(moduleRef, SERVICE);
    } finally {
      delete process.env.DATASET_DIR;
    }
  }

  beforeAll(async () => {
    own = await useOwnDatabase('seed');
    dir = await mkdtemp(join(tmpdir(), 'eoa-loot-seed-'));
    await writeDataset(dir, data, { seed: DEFAULT_SEED, generator: GENERATOR_NAME });
    probe = createServiceDataSource(loadConfig(), { service: 'loot-seed-test', schema: LOOT_SCHEMA, poolSize: 2 });
    await probe.initialize();
  });

  afterAll(async () => {
    await probe?.destroy();
    await rm(dir, { recursive: true, force: true });
    await own?.restore();
  });

  it('refuses a corrupted dataset at start, naming file, line and field, and writes nothing', async () => {
    const repair = await corrupt();
    try {
      await expect(boot(dir)).rejects.toThrow(`${BROKEN_FILE}:${BROKEN_LINE} sourceType:`);
    } finally {
      await repair();
    }
    // The migrations ran (their own transactions); the seed wrote nothing.
    expect(Object.values(await counts()).every((n) => n === 0)).toBe(true);
    expect(await meta()).toEqual({});
  });

  it('seeds the generated world at start: every table holds the dataset’s rows', async () => {
    const app = await boot();
    try {
      expect(await counts()).toEqual(EXPECTED);
      const stamp = await meta();
      expect(stamp).toMatchObject({ data_version: 'Echoes of Angmar', source: `the sample world generated in memory (seed ${DEFAULT_SEED})` });
      expect(JSON.parse(stamp.counts!)).toEqual(EXPECTED);
      expect(stamp.manifest_sha256).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('keeps every field of a record; drops as rows; names of what the rows point to from the same dataset', async () => {
    const boss = data.lootBosses.find((b) => b.guaranteedDrops.length > 2)!;
    const drops = await probe.query('SELECT item_id, drop_chance FROM "loot"."boss_drops" WHERE mob_id = $1 ORDER BY position', [boss.mobId]);
    expect(drops).toEqual(boss.guaranteedDrops.map((d) => ({ item_id: d.itemId, drop_chance: d.dropChance })));
    const npc = data.npcs.find((n) => n.id === boss.mobId)!;
    const [name] = await probe.query('SELECT name FROM "loot"."npc_refs" WHERE id = $1', [boss.mobId]);
    expect(name.name).toEqual(npc.name);
    const source = data.itemSources.find((s) => s.sourceType === 5)!;
    const [row] = await probe.query('SELECT * FROM "loot"."item_sources" WHERE id = $1', [source.id]);
    expect(row).toEqual({
      id: source.id, item_id: source.itemId, source_type: source.sourceType, npc_id: source.npcId, container: source.container,
      recipe_id: source.recipeId, quest_id: source.questId, location: source.location, drop_chance: source.dropChance,
      price_copper: source.priceCopper, barter_item_id: source.barterItemId, barter_quantity: source.barterQuantity,
    });
    const recipeSource = data.itemSources.find((s) => s.recipeId !== null)!;
    const recipe = data.recipes.find((r) => r.id === recipeSource.recipeId)!;
    const [ref] = await probe.query('SELECT name, profession, profession_name, tier FROM "loot"."recipe_refs" WHERE id = $1', [recipe.id]);
    expect(ref).toEqual({ name: recipe.name, profession: recipe.profession, profession_name: data.professions.find((p) => p.id === recipe.profession)!.name, tier: recipe.tier });
  });

  it('the entities match the tables the migrations made', async () => {
    const app = await boot();
    try {
      const pending = await app.get(DataSource).driver.createSchemaBuilder().log();
      // Indexes and foreign keys are the migration's business (entities keep plain id columns; expression and
      // partial indexes cannot be declared on entities anyway).
      const columnChanges = pending.upQueries.map((q) => q.query).filter((sql) => !/INDEX|DROP CONSTRAINT "\w+_fkey"/i.test(sql));
      expect(columnChanges).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('boots again without adding anything (the seed runs only on an empty schema)', async () => {
    const before = await meta();
    const app = await boot();
    await app.close();
    expect(await counts()).toEqual(EXPECTED);
    expect(await meta()).toEqual(before);
  });

  it('the seed command leaves a seeded schema unchanged without --reset', async () => {
    const { outcome, summary } = await runSeed({ config: { ...loadConfig(), datasetDir: dir } });
    expect(outcome.status).toBe('unchanged');
    expect(summary).toMatch(/^loot: already seeded with Echoes of Angmar from .*; use --reset to replace$/);
    expect(await counts()).toEqual(EXPECTED);
  });

  it('a --reset that fails half-way is rolled back: the data stays as it was', async () => {
    const before = await meta();
    const duplicate = { ...world, records: { ...data, itemSources: [...data.itemSources, data.itemSources[0]!] } };
    await expect(runSeed({ config: loadConfig(), dataset: duplicate, reset: true })).rejects.toThrow(/duplicate key/);
    expect(await counts()).toEqual(EXPECTED);
    expect(await meta()).toEqual(before);
  });

  it('a corrupted folder is refused with --reset too, and the data stays', async () => {
    const before = await meta();
    const repair = await corrupt();
    try {
      await expect(runSeed({ config: { ...loadConfig(), datasetDir: dir }, reset: true })).rejects.toThrow(
        `${BROKEN_FILE}:${BROKEN_LINE} sourceType:`,
      );
    } finally {
      await repair();
    }
    expect(await counts()).toEqual(EXPECTED);
    expect(await meta()).toEqual(before);
  });

  it('--reset replaces the data from a folder in one go and records the manifest checksum', async () => {
    const { outcome } = await runSeed({ config: { ...loadConfig(), datasetDir: dir }, reset: true });
    expect(outcome).toMatchObject({ status: 'replaced', counts: EXPECTED });
    expect(await counts()).toEqual(EXPECTED);
    const sha = createHash('sha256').update(await readFile(join(dir, 'manifest.json'))).digest('hex');
    expect(await meta()).toMatchObject({ data_version: 'Echoes of Angmar', manifest_sha256: sha, source: `folder ${dir} (${GENERATOR_NAME}, seed ${DEFAULT_SEED})` });
  });
});
