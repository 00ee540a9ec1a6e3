// Shared Jest suites of the data services' e2e tests (builder, crafting, atlas, loot): the health/schema basics
// and the dataset seeding lifecycle, written once. TypeScript read from source by the services' Jest (@swc/jest)
// and tsc through the `@eoa/server-kit/testing/suites` export; never part of server-kit's dist (src only), so
// the runtime stays free of jest, supertest and @nestjs/testing.
//
// Each service's spec keeps what is its own: its tables and migrations, its expected counts, the line its
// corrupted-dataset tests break and its "keeps every field of a record" tests (passed in as a callback, run in
// the same place as before: right after the seed at start).
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { ServiceHealthSchema } from '@eoa/contracts';
import { DEFAULT_SEED, generateSampleWorld, writeDataset, type DatasetRecords, type LoadedDataset } from '@eoa/dataset';
import { createServiceDataSource, initServiceApp, loadConfig, type RunSeed, type ServiceInfo } from '@eoa/server-kit';
import { SMALL_GENERATOR } from './fixture-world.js';
import { describeHostileInput } from './hostile-input.js';
import { closedPort, eventually, useOwnDatabase, withEnvironment, type OwnDatabase } from './index.mjs';

/** Boots the service's AppModule as a test app (quiet logs, same setup as main.ts). */
export async function bootApp(appModule: Type<unknown>, serviceInfo: ServiceInfo): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [appModule] }).compile();
  return initServiceApp(moduleRef, serviceInfo);
}

/** Boots an app with REDIS_URL at a port nothing listens on ("Redis stopped"); the environment is put back after. */
export async function bootWithRedisStopped<T>(boot: () => Promise<T>): Promise<T> {
  return withEnvironment({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }, boot);
}

/**
 * An answer's body read with the schema its OpenAPI document shows (ApiAnswer): it must parse, and hold nothing the
 * schema leaves out (zod drops unknown keys, so the parsed copy would differ) — the document tells the truth.
 */
export function answerOf<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
  return parsed.data as z.output<S>;
}

// Also here for the suites' users; they live in index.mjs (no test framework needed).
export { eventually, withEnvironment };

export interface ServiceBasicsOptions {
  /** The service's name, as /api/health reports it. */
  service: string;
  /** Its PostgreSQL schema. */
  schema: string;
  appModule: Type<unknown>;
  serviceInfo: ServiceInfo;
  /** Every table of the schema, in name order (dataset_meta and migrations included). */
  tables: string[];
  /** The migrations applied, in order. */
  migrations: string[];
  /** More checks of the OpenAPI document, inside the 'serves its OpenAPI document' test. */
  checkOpenApi?: (document: OpenAPIObject) => void;
  /** Routes the OpenAPI document lists at least (health counts): the hostile-input test covers each of them. */
  minimumRoutes?: number;
}

export interface ServiceBasicsContext {
  /** The app booted for the suite. */
  app(): NestExpressApplication;
}

/**
 * `<service> service against the real database`: GET /api/health, the schema's tables and migrations, the OpenAPI
 * document; `more` adds the service's own tests to the same suite (same app).
 */
export function describeServiceBasics(options: ServiceBasicsOptions, more?: (context: ServiceBasicsContext) => void): void {
  const { service, schema, appModule, serviceInfo, tables, migrations, checkOpenApi } = options;

  describe(`${service} service against the real database`, () => {
    let app: NestExpressApplication;

    beforeAll(async () => {
      app = await bootApp(appModule, serviceInfo);
    });

    afterAll(async () => {
      await app.close();
    });

    it('answers GET /api/health with 200 and PostgreSQL ok', async () => {
      const res = await request(app.getHttpServer()).get('/api/health');
      expect(res.status).toBe(200);
      const health = answerOf(ServiceHealthSchema, res.body);
      expect(health.service).toBe(service);
      expect(health.version).toBe(serviceInfo.version);
      expect(health.postgres.status).toBe('ok');
      expect(['ok', 'degraded']).toContain(health.status);
    });

    it(`created its tables and its migrations table inside schema ${schema}`, async () => {
      const dataSource = app.get(DataSource);
      const found: Array<{ table_name: string }> = await dataSource.query(
        'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
        [schema],
      );
      expect(found.map((t) => t.table_name)).toEqual(tables);
      const applied: Array<{ name: string }> = await dataSource.query(`SELECT name FROM "${schema}"."migrations" ORDER BY id`);
      expect(applied.map((m) => m.name)).toEqual(migrations);
    });

    it('serves its OpenAPI document', async () => {
      const res = await request(app.getHttpServer()).get(`/api/${service}/docs-json`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.paths)).toContain('/api/health');
      checkOpenApi?.(res.body);
    });

    describeHostileInput({ service, app: () => app, minimumRoutes: options.minimumRoutes ?? 1 });

    more?.({ app: () => app });
  });
}

/** The dataset kinds that are lists of records (what a duplicated first record can break). */
type ListKind = { [K in keyof DatasetRecords]: DatasetRecords[K] extends readonly unknown[] ? K : never }[keyof DatasetRecords];

export interface DatasetSeedingOptions<Table extends string> {
  /** The service's name (its seed command's summary starts with it). */
  service: string;
  schema: string;
  /** The schema's data tables, counted by the tests. */
  tables: readonly Table[];
  /** Rows each table holds once seeded with these records. */
  countsOf: (records: DatasetRecords) => Record<Table, number>;
  appModule: Type<unknown>;
  serviceInfo: ServiceInfo;
  runSeed: RunSeed;
  /** The full sample world, as the service generates it in memory when no DATASET_DIR is given. */
  world: LoadedDataset;
  /** The file and 1-based line the corrupted-dataset tests break, and how. */
  brokenFile: string;
  brokenLine: number;
  breakLine: (line: string) => string;
  /** What the refusal says after `<file>:<line> `. */
  brokenMessage: string;
  /** The kind whose first record, added again, makes a --reset fail half-way. */
  duplicateForRollback: ListKind;
}

export interface DatasetSeedingContext {
  /** A connection of the test's own to the service's schema (open during the tests). */
  probe: Pick<DataSource, 'query'>;
}

/**
 * `<service> seeding against the real database`, on a database of its own: refusal of a corrupted dataset at start,
 * the full world seeded at start (generated in memory, as `npm start` does without DATASET_DIR — the suite proving
 * full-size seeding), the service's `recordTests` (right after), entities against migrations, a second boot, and the
 * seed command (unchanged, rolled-back and real --reset). The folder the corrupted, rolled-back and --reset tests
 * read holds the small world: a folder is read and checked the same way whatever its size.
 */
export function describeDatasetSeeding<Table extends string>(
  options: DatasetSeedingOptions<Table>,
  recordTests?: (context: DatasetSeedingContext) => void,
): void {
  const { service, schema, tables, countsOf, appModule, serviceInfo, runSeed, world, brokenFile, brokenLine, breakLine, brokenMessage } = options;
  const expected = countsOf(world.records);
  const folderWorld = generateSampleWorld(DEFAULT_SEED, 'small').records;

  describe(`${service} seeding against the real database`, () => {
    let own: OwnDatabase;
    let dir: string;
    let probeSource: DataSource;
    const probe: DatasetSeedingContext['probe'] = { query: (...args: Parameters<DataSource['query']>) => probeSource.query(...args) };

    const counts = async () => {
      const result: Record<string, number> = {};
      for (const table of tables) {
        const [{ n }] = await probe.query(`SELECT count(*)::int AS n FROM "${schema}"."${table}"`);
        result[table] = n;
      }
      return result;
    };
    const meta = async () => {
      const rows: Array<{ key: string; value: string }> = await probe.query(`SELECT key, value FROM "${schema}"."dataset_meta"`);
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    };

    /** Breaks one field of one line of one file of the folder (and leaves the manifest as it was). */
    async function corrupt(): Promise<() => Promise<void>> {
      const file = join(dir, brokenFile);
      const original = await readFile(file, 'utf8');
      const lines = original.split('\n');
      lines[brokenLine - 1] = breakLine(lines[brokenLine - 1]!);
      await writeFile(file, lines.join('\n'));
      return () => writeFile(file, original);
    }

    /** Boots on `datasetDir`, or (none) on the full world generated in memory, whatever DATASET_DIR the run has. */
    async function boot(datasetDir?: string): Promise<NestExpressApplication> {
      return withEnvironment({ DATASET_DIR: datasetDir }, () => bootApp(appModule, serviceInfo));
    }

    beforeAll(async () => {
      own = await useOwnDatabase('seed');
      dir = await mkdtemp(join(tmpdir(), `eoa-${service}-seed-`));
      await writeDataset(dir, folderWorld, { seed: DEFAULT_SEED, generator: SMALL_GENERATOR });
      probeSource = createServiceDataSource(loadConfig(), { service: `${service}-seed-test`, schema, poolSize: 2 });
      await probeSource.initialize();
    });

    afterAll(async () => {
      await probeSource?.destroy();
      await rm(dir, { recursive: true, force: true });
      await own?.restore();
    });

    it('refuses a corrupted dataset at start, naming file, line and field, and writes nothing', async () => {
      const repair = await corrupt();
      try {
        await expect(boot(dir)).rejects.toThrow(`${brokenFile}:${brokenLine} ${brokenMessage}`);
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
        expect(await counts()).toEqual(expected);
        const stamp = await meta();
        expect(stamp).toMatchObject({ data_version: 'Echoes of Angmar', source: `the sample world generated in memory (seed ${DEFAULT_SEED})` });
        expect(JSON.parse(stamp.counts!)).toEqual(expected);
        expect(stamp.manifest_sha256).toBeUndefined();
      } finally {
        await app.close();
      }
    });

    recordTests?.({ probe });

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
      expect(await counts()).toEqual(expected);
      expect(await meta()).toEqual(before);
    });

    it('the seed command leaves a seeded schema unchanged without --reset', async () => {
      const { outcome, summary } = await runSeed({ config: { ...loadConfig(), datasetDir: dir } });
      expect(outcome.status).toBe('unchanged');
      expect(summary).toMatch(new RegExp(`^${service}: already seeded with Echoes of Angmar from .*; use --reset to replace$`));
      expect(await counts()).toEqual(expected);
    });

    it('a --reset that fails half-way is rolled back: the data stays as it was', async () => {
      const before = await meta();
      const kind = options.duplicateForRollback;
      const list = folderWorld[kind] as readonly unknown[];
      const duplicate = { ...world, records: { ...folderWorld, [kind]: [...list, list[0]!] } };
      await expect(runSeed({ config: loadConfig(), dataset: duplicate, reset: true })).rejects.toThrow(/duplicate key/);
      expect(await counts()).toEqual(expected);
      expect(await meta()).toEqual(before);
    });

    it('a corrupted folder is refused with --reset too, and the data stays', async () => {
      const before = await meta();
      const repair = await corrupt();
      try {
        await expect(runSeed({ config: { ...loadConfig(), datasetDir: dir }, reset: true })).rejects.toThrow(`${brokenFile}:${brokenLine} ${brokenMessage}`);
      } finally {
        await repair();
      }
      expect(await counts()).toEqual(expected);
      expect(await meta()).toEqual(before);
    });

    it('--reset replaces the data from a folder in one go and records the manifest checksum', async () => {
      const replaced = countsOf(folderWorld);
      const { outcome } = await runSeed({ config: { ...loadConfig(), datasetDir: dir }, reset: true });
      expect(outcome).toMatchObject({ status: 'replaced', counts: replaced });
      expect(await counts()).toEqual(replaced);
      const sha = createHash('sha256').update(await readFile(join(dir, 'manifest.json'))).digest('hex');
      expect(await meta()).toMatchObject({ data_version: 'Echoes of Angmar', manifest_sha256: sha, source: `folder ${dir} (${SMALL_GENERATOR}, seed ${DEFAULT_SEED})` });
    });
  });
}
