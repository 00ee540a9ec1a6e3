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
import { ATLAS_SCHEMA, ATLAS_TABLES } from '../src/dataset/atlas.seed.js';
import { runSeed } from '../src/seed.js';
import { SERVICE } from '../src/service.info.js';

// Generated once for the whole file (about a second).
const world = generateSampleWorld();
const data = world.records;
const rewardedItems = new Set([
  ...data.quests.flatMap((q) => [...q.rewards.items, ...q.rewards.selectableItems].map((r) => r.itemId)),
  ...data.markers.flatMap((m) => (m.itemId === null ? [] : [m.itemId])),
]);
const EXPECTED: Record<(typeof ATLAS_TABLES)[number], number> = {
  markers: data.markers.length,
  quests: data.quests.length,
  npc_spawns: data.npcs.reduce((sum, n) => sum + n.spawns.length, 0),
  npcs: data.npcs.length,
  quest_categories: data.questCategories.length,
  marker_categories: data.markerCategories.length,
  map_links: data.mapLinks.length,
  maps: data.maps.length,
  item_refs: rewardedItems.size,
  translations: data.translations.length,
};
/** The line and field the corrupted-dataset tests break (a reference to a category that does not exist). */
const BROKEN_FILE = 'markers.ndjson';
const BROKEN_LINE = 5;

describe('atlas seeding against the real database', () => {
  let own: OwnDatabase;
  let dir: string;
  let probe: DataSource;

  const counts = async () => {
    const result: Record<string, number> = {};
    for (const table of ATLAS_TABLES) {
      const [{ n }] = await probe.query(`SELECT count(*)::int AS n FROM "${ATLAS_SCHEMA}"."${table}"`);
      result[table] = n;
    }
    return result;
  };
  const meta = async () => {
    const rows: Array<{ key: string; value: string }> = await probe.query(`SELECT key, value FROM "${ATLAS_SCHEMA}"."dataset_meta"`);
    return Object.fromEntries(rows.map((row) => [row.key, row.value]));
  };

  /** Breaks one field of one line of the folder's markers (and leaves the manifest as it was). */
  async function corrupt(): Promise<() => Promise<void>> {
    const file = join(dir, BROKEN_FILE);
    const original = await readFile(file, 'utf8');
    const lines = original.split('\n');
    lines[BROKEN_LINE - 1] = lines[BROKEN_LINE - 1]!.replace(/"categoryCode":\d+/, '"categoryCode":4242');
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
    dir = await mkdtemp(join(tmpdir(), 'eoa-atlas-seed-'));
    await writeDataset(dir, data, { seed: DEFAULT_SEED, generator: GENERATOR_NAME });
    probe = createServiceDataSource(loadConfig(), { service: 'atlas-seed-test', schema: ATLAS_SCHEMA, poolSize: 2 });
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
      await expect(boot(dir)).rejects.toThrow(`${BROKEN_FILE}:${BROKEN_LINE} categoryCode: unknown markerCategories id 4242`);
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

  it('keeps every field of a record: coordinates as columns, objectives and rewards as jsonb', async () => {
    const quest = data.quests.find((q) => q.objectives.some((o) => o.markers.length > 0) && q.rewards.reputation !== null && q.prerequisiteId !== null)!;
    const [row] = await probe.query('SELECT * FROM "atlas"."quests" WHERE id = $1', [quest.id]);
    expect(row).toMatchObject({
      id: quest.id, name: quest.name, level: quest.level, category_id: quest.categoryId, zone_id: quest.zoneId, area_id: quest.areaId,
      map_id: quest.mapId, bestower_npc_id: quest.bestowerNpcId, objectives: quest.objectives, rewards: quest.rewards,
      reputation_faction: quest.rewards.reputation!.faction, has_markers: true, prerequisite_id: quest.prerequisiteId,
      comments: quest.comments, expansion_era: quest.expansionEra, size: quest.size, repeatable: quest.repeatable, faction: quest.faction,
    });
    expect(row.marker_map_ids).toEqual([...new Set(quest.objectives.flatMap((o) => o.markers.map((m) => m.mapId)))].sort((a, b) => a - b));
    const map = data.maps.find((m) => m.id === quest.mapId)!;
    const [box] = await probe.query('SELECT min_longitude, min_latitude, max_longitude, max_latitude FROM "atlas"."maps" WHERE id = $1', [map.id]);
    expect(box).toEqual({
      min_longitude: map.boundingBox.min.longitude, min_latitude: map.boundingBox.min.latitude,
      max_longitude: map.boundingBox.max.longitude, max_latitude: map.boundingBox.max.latitude,
    });
    const npc = data.npcs.find((n) => n.spawns.length > 1)!;
    const spawns = await probe.query('SELECT map_id, longitude, latitude, game_x, game_y FROM "atlas"."npc_spawns" WHERE npc_id = $1 ORDER BY position', [npc.id]);
    expect(spawns).toEqual(npc.spawns.map((s) => ({ map_id: s.mapId, longitude: s.longitude, latitude: s.latitude, game_x: s.gameX, game_y: s.gameY })));
    const marker = data.markers[0]!;
    const [m] = await probe.query('SELECT map_id, category_code, label, longitude, latitude, game_x, game_y FROM "atlas"."markers" WHERE id = $1', [marker.id]);
    expect(m).toEqual({
      map_id: marker.mapId, category_code: marker.categoryCode, label: marker.label, longitude: marker.longitude, latitude: marker.latitude,
      game_x: marker.gameX, game_y: marker.gameY,
    });
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
    expect(summary).toMatch(/^atlas: already seeded with Echoes of Angmar from .*; use --reset to replace$/);
    expect(await counts()).toEqual(EXPECTED);
  });

  it('a --reset that fails half-way is rolled back: the data stays as it was', async () => {
    const before = await meta();
    const duplicate = { ...world, records: { ...data, markers: [...data.markers, data.markers[0]!] } };
    await expect(runSeed({ config: loadConfig(), dataset: duplicate, reset: true })).rejects.toThrow(/duplicate key/);
    expect(await counts()).toEqual(EXPECTED);
    expect(await meta()).toEqual(before);
  });

  it('a corrupted folder is refused with --reset too, and the data stays', async () => {
    const before = await meta();
    const repair = await corrupt();
    try {
      await expect(runSeed({ config: { ...loadConfig(), datasetDir: dir }, reset: true })).rejects.toThrow(
        `${BROKEN_FILE}:${BROKEN_LINE} categoryCode: unknown markerCategories id 4242`,
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
