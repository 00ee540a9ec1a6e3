import { jest } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import { loadConfig } from '../../src/config.js';
import { bulkInsert, bulkInsertSql } from '../../src/database/bulk-insert.js';
import { createServiceDataSource } from '../../src/database/data-source.factory.js';
import { describeSeedOutcome, readSeededState, seedDatasetSchema, type SchemaSeed } from '../../src/database/dataset-seed.js';

// Plain DDL rather than a migration: a "migrations" table here would show up in migrate-and-seed.spec's
// look at information_schema, which shares this run's database.
const DDL = [
  'CREATE SCHEMA "kit_seed"',
  'CREATE TABLE "kit_seed"."dataset_meta" ("key" text PRIMARY KEY, "value" text NOT NULL, "updated_at" timestamptz NOT NULL DEFAULT now())',
  'CREATE TABLE "kit_seed"."seed_things" ("id" integer PRIMARY KEY, "label" jsonb NOT NULL, "tags" text[] NOT NULL, "weight" double precision)',
  'CREATE TABLE "kit_seed"."seed_parts" ("thing_id" integer NOT NULL REFERENCES "kit_seed"."seed_things" ("id"), "n" smallint NOT NULL)',
];

interface Thing {
  id: number;
  label: { en: string };
  tags: string[];
  weight: number | null;
  parts: number;
}

const things = (n: number, offset = 0): Thing[] =>
  Array.from({ length: n }, (_, i) => ({ id: offset + i + 1, label: { en: `thing "${i}"; DROP TABLE x; --` }, tags: ['a', `t${i % 3}`], weight: i % 2 ? i / 4 : null, parts: 2 }));

const THINGS_SEED: SchemaSeed<Thing[]> = {
  schema: 'kit_seed',
  tables: ['seed_parts', 'seed_things'],
  async fill(db: EntityManager, records: Thing[]) {
    const written = await bulkInsert(
      db,
      { schema: 'kit_seed', table: 'seed_things', columns: { id: 'integer', label: 'jsonb', tags: 'text[]', weight: 'double precision' } },
      records.map(({ id, label, tags, weight }) => ({ id, label, tags, weight })),
      7, // small chunks, so several statements run
    );
    const parts = await bulkInsert(
      db,
      { schema: 'kit_seed', table: 'seed_parts', columns: { thing_id: 'integer', n: 'smallint' } },
      records.flatMap((t) => Array.from({ length: t.parts }, (_, n) => ({ thing_id: t.id, n }))),
    );
    return { things: written, parts };
  },
};

const stamp = (version: string) => ({ dataVersion: version, manifestSha256: version === 'v1' ? 'ab'.repeat(32) : null, source: `test ${version}` });

describe('bulkInsertSql', () => {
  it('builds one parameterised INSERT … SELECT FROM jsonb_to_recordset', () => {
    expect(bulkInsertSql({ schema: 's', table: 't', columns: { id: 'integer', name: 'jsonb', ids: 'integer[]' } })).toBe(
      'INSERT INTO "s"."t" ("id", "name", "ids") SELECT "id", "name", "ids" FROM jsonb_to_recordset($1::jsonb) AS r("id" integer, "name" jsonb, "ids" integer[])',
    );
  });

  it('refuses identifiers and types that are not plain', () => {
    expect(() => bulkInsertSql({ schema: 's', table: 't; drop', columns: { id: 'integer' } })).toThrow(/invalid table name/);
    expect(() => bulkInsertSql({ schema: 's', table: 't', columns: { 'a"b': 'integer' } })).toThrow(/invalid column name/);
    expect(() => bulkInsertSql({ schema: 's', table: 't', columns: { id: 'integer); drop table x; --' } })).toThrow(/unsupported column type/);
    expect(() => bulkInsertSql({ schema: 'S-1', table: 't', columns: { id: 'integer' } })).toThrow(/Invalid schema name/);
  });
});

describe('seedDatasetSchema against the real database', () => {
  const dataSource = createServiceDataSource(loadConfig(), { service: 'kit-seed-test', schema: 'kit_seed', poolSize: 3 });
  const count = async (table: string) => Number((await dataSource.query(`SELECT count(*) AS n FROM "kit_seed"."seed_${table}"`))[0].n);

  beforeAll(async () => {
    await dataSource.initialize();
    for (const statement of DDL) await dataSource.query(statement);
  });

  afterAll(async () => {
    await dataSource.destroy();
  });

  it('seeds an empty schema in chunks, values kept exactly (never spliced into SQL)', async () => {
    const outcome = await seedDatasetSchema(dataSource, THINGS_SEED, { load: () => ({ records: things(20), stamp: stamp('v1') }) });
    expect(outcome).toMatchObject({ status: 'seeded', counts: { things: 20, parts: 40 } });
    expect(await count('things')).toBe(20);
    const [row] = await dataSource.query('SELECT label, tags, weight FROM "kit_seed"."seed_things" WHERE id = 2');
    expect(row).toEqual({ label: { en: 'thing "1"; DROP TABLE x; --' }, tags: ['a', 't1'], weight: 0.25 });
    const state = await readSeededState(dataSource, 'kit_seed');
    expect(state).toMatchObject({ dataVersion: 'v1', manifestSha256: 'ab'.repeat(32), source: 'test v1', counts: { things: 20, parts: 40 } });
    expect(describeSeedOutcome(outcome)).toMatch(/^kit_seed: seeded v1 from test v1 in \d+\.\d s \(things 20, parts 40\)$/);
  });

  it('leaves a seeded schema unchanged without reset, and does not even load the data', async () => {
    const load = jest.fn(() => ({ records: things(5), stamp: stamp('v2') }));
    const outcome = await seedDatasetSchema(dataSource, THINGS_SEED, { load });
    expect(outcome.status).toBe('unchanged');
    expect(load).not.toHaveBeenCalled();
    expect(describeSeedOutcome(outcome)).toMatch(/^kit_seed: already seeded with v1 from test v1 at .+; use --reset to replace$/);
    expect(await count('things')).toBe(20);
  });

  it('rolls everything back when the fill fails half-way: the old data stays', async () => {
    const broken = [...things(3, 100), ...things(1, 100)]; // id 101 twice: the second INSERT statement fails
    await expect(
      seedDatasetSchema(dataSource, THINGS_SEED, { load: () => ({ records: broken, stamp: stamp('v2') }), reset: true }),
    ).rejects.toThrow(/duplicate key/);
    expect(await count('things')).toBe(20);
    expect(await count('parts')).toBe(40);
    expect((await readSeededState(dataSource, 'kit_seed'))?.dataVersion).toBe('v1');
  });

  it('replaces the data with reset, and forgets the old manifest checksum', async () => {
    const outcome = await seedDatasetSchema(dataSource, THINGS_SEED, { load: () => ({ records: things(5, 50), stamp: stamp('v2') }), reset: true });
    expect(outcome).toMatchObject({ status: 'replaced', previous: { dataVersion: 'v1' }, counts: { things: 5, parts: 10 } });
    expect(await count('things')).toBe(5);
    expect(await readSeededState(dataSource, 'kit_seed')).toMatchObject({ dataVersion: 'v2', manifestSha256: null });
    expect(describeSeedOutcome(outcome)).toMatch(/^kit_seed: replaced v1 with v2 from test v2/);
  });
});
