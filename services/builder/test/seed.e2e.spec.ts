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
import { BUILDER_SCHEMA, BUILDER_TABLES } from '../src/dataset/builder.seed.js';
import { runSeed } from '../src/seed.js';
import { SERVICE } from '../src/service.info.js';

// Generated once for the whole file (about a second).
const world = generateSampleWorld();
const data = world.records;
const EXPECTED: Record<(typeof BUILDER_TABLES)[number], number> = {
  translations: data.translations.length,
  classes: data.classes.length,
  races: data.races.length,
  base_stats: data.baseStats.length,
  combat_characteristics: data.combatCharacteristics.length,
  progressions: data.progressions.length,
  traits: data.traits.length,
  trait_slots: data.traitSlots.length,
  item_sets: data.itemSets.length,
  items: data.items.length,
};
/** The line and field the corrupted-dataset tests break. */
const BROKEN_FILE = 'items.ndjson';
const BROKEN_LINE = 5;

describe('builder seeding against the real database', () => {
  let own: OwnDatabase;
  let dir: string;
  let probe: DataSource;

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of BUILDER_TABLES) {
      const [{ n }] = await probe.query(`SELECT count(*)::int AS n FROM "${BUILDER_SCHEMA}"."${table}"`);
      result[table] = n;
    }
    return result;
  };
  const meta = async () => {
    const rows: Array<{ key: string; value: string }> = await probe.query(`SELECT key, value FROM "${BUILDER_SCHEMA}"."dataset_meta"`);
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  };

  /** Breaks one field of one line of the folder's items (and leaves the manifest as it was). */
  async function corrupt(): Promise<() => Promise<void>> {
    const file = join(dir, BROKEN_FILE);
    const original = await readFile(file, 'utf8');
    const lines = original.split('\n');
    lines[BROKEN_LINE - 1] = lines[BROKEN_LINE - 1]!.replace(/"quality":"[a-z]+"/, '"quality":"shiny"');
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
    dir = await mkdtemp(join(tmpdir(), 'eoa-builder-seed-'));
    await writeDataset(dir, data, { seed: DEFAULT_SEED, generator: GENERATOR_NAME });
    probe = createServiceDataSource(loadConfig(), { service: 'builder-seed-test', schema: BUILDER_SCHEMA, poolSize: 2 });
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
      await expect(boot(dir)).rejects.toThrow(`${BROKEN_FILE}:${BROKEN_LINE} quality: "shiny" is not one of`);
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

  it('keeps every field of a record, nested structures as jsonb', async () => {
    const item = data.items.find((i) => i.stats.length > 1 && i.effects.length > 0 && i.setId !== null && i.requiredClass !== null) ?? data.items[0]!;
    const [row] = await probe.query(`SELECT * FROM "builder"."items" WHERE id = $1`, [item.id]);
    expect(row).toMatchObject({
      id: item.id, name: item.name, icon: item.icon, quality: item.quality, category: item.category, item_class: item.itemClass,
      slot: item.slot, level: item.level, min_level: item.minLevel, required_class: item.requiredClass, stats: item.stats,
      effects: item.effects, set_id: item.setId, worth_copper: item.worthCopper, description: item.description,
    });
    const [set] = await probe.query(`SELECT item_ids, bonuses FROM "builder"."item_sets" WHERE id = $1`, [item.setId]);
    const record = data.itemSets.find((s) => s.id === item.setId)!;
    expect(set).toEqual({ item_ids: record.items, bonuses: record.bonuses });
    const [progression] = await probe.query(`SELECT points FROM "builder"."progressions" WHERE id = $1`, [data.progressions[0]!.id]);
    expect(progression.points).toEqual(data.progressions[0]!.points);
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
    expect(summary).toMatch(/^builder: already seeded with Echoes of Angmar from .*; use --reset to replace$/);
    expect(await counts()).toEqual(EXPECTED);
  });

  it('a --reset that fails half-way is rolled back: the data stays as it was', async () => {
    const before = await meta();
    const duplicate = { ...world, records: { ...data, items: [...data.items, data.items[0]!] } };
    await expect(runSeed({ config: loadConfig(), dataset: duplicate, reset: true })).rejects.toThrow(/duplicate key/);
    expect(await counts()).toEqual(EXPECTED);
    expect(await meta()).toEqual(before);
  });

  it('a corrupted folder is refused with --reset too, and the data stays', async () => {
    const before = await meta();
    const repair = await corrupt();
    try {
      await expect(runSeed({ config: { ...loadConfig(), datasetDir: dir }, reset: true })).rejects.toThrow(
        `${BROKEN_FILE}:${BROKEN_LINE} quality: "shiny" is not one of`,
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
