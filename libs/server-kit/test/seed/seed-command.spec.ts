import { jest } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FILE_SPECS, writeDataset, type DatasetRecords } from '@eoa/dataset';
import { useOwnDatabase, type OwnDatabase } from '../../testing/index.mjs';
import { loadConfig } from '../../src/config.js';
import { bulkInsert } from '../../src/database/bulk-insert.js';
import { createServiceDataSource } from '../../src/database/data-source.factory.js';
import { datasetMetaEntity } from '../../src/seed/dataset-meta.entity.js';
import type { DatasetSchemaSeed } from '../../src/seed/dataset-schema.seed.js';
import { runSeedCli, seedRunner, type SeedCommand } from '../../src/seed/seed-command.js';

class InitWords1700000000000 implements MigrationInterface {
  name = 'InitWords1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "kit_cli"."dataset_meta" ("key" text PRIMARY KEY, "value" text NOT NULL, "updated_at" timestamptz NOT NULL DEFAULT now())',
    );
    await queryRunner.query('CREATE TABLE "kit_cli"."words" ("key" text PRIMARY KEY)');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "kit_cli"."words"');
    await queryRunner.query('DROP TABLE "kit_cli"."dataset_meta"');
  }
}

/** A data service in miniature: it stores the keys of the translations. */
const WORDS_SEED: DatasetSchemaSeed = {
  schema: 'kit_cli',
  kinds: ['translations'],
  tables: ['words'],
  async fill(db, records) {
    return { words: await bulkInsert(db, { schema: 'kit_cli', table: 'words', columns: { key: 'text' } }, records.translations.map(({ key }) => ({ key }))) };
  },
};
const COMMAND: SeedCommand = { service: 'kit', migrations: [InitWords1700000000000], seed: WORDS_SEED };

const loc = (en: string) => ({ en, de: en, fr: en, ru: en });
function words(...keys: string[]): DatasetRecords {
  const records = Object.fromEntries(FILE_SPECS.map((spec) => [spec.kind, []])) as unknown as DatasetRecords;
  records.translations = keys.map((key) => ({ key, text: loc(key) }));
  return records;
}

describe('the seed command of a data service', () => {
  let own: OwnDatabase;
  let dir: string;
  let out: string[];
  let err: string[];
  const savedExitCode = process.exitCode;

  const cli = async (...args: string[]) => {
    out = [];
    err = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
    const error = jest.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
    try {
      await runSeedCli(COMMAND, args);
      return process.exitCode ?? 0;
    } finally {
      log.mockRestore();
      error.mockRestore();
      process.exitCode = savedExitCode;
    }
  };
  const stored = async () => {
    const probe = createServiceDataSource(loadConfig(), { service: 'kit-cli-probe', schema: 'kit_cli', poolSize: 2 });
    await probe.initialize();
    try {
      const rows: Array<{ key: string }> = await probe.query('SELECT key FROM "kit_cli"."words" ORDER BY key');
      const meta: Array<{ key: string; value: string }> = await probe.query('SELECT key, value FROM "kit_cli"."dataset_meta"');
      return { words: rows.map((row) => row.key), meta: Object.fromEntries(meta.map((row) => [row.key, row.value])) };
    } finally {
      await probe.destroy();
    }
  };

  beforeAll(async () => {
    own = await useOwnDatabase('cli');
    dir = await mkdtemp(join(tmpdir(), 'eoa-seed-cli-'));
    await writeDataset(dir, words('a', 'b'), { seed: 3, generator: 'test-gen' });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await own?.restore();
  });

  it('--help prints the usage and touches nothing', async () => {
    expect(await cli('--help')).toBe(0);
    expect(out).toEqual(['Usage: node services/kit/dist/seed.js [--from DIR] [--reset]']);
  });

  it('refuses a corrupted folder with exit code 1, naming file, line and field, and writes nothing', async () => {
    const file = join(dir, 'translations.ndjson');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace('"key":"b"', '"key":2'));
    try {
      expect(await cli('--from', dir)).toBe(1);
    } finally {
      await writeFile(file, original);
    }
    expect(out).toEqual(['kit: Schema kit_cli: applied InitWords1700000000000']);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(new RegExp(`^kit: not seeded: the dataset in ${dir} was refused \\(\\d+ problems?\\); nothing was written:\\n`));
    expect(err[0]).toContain('translations.ndjson:2 key: expected a string, got 2');
    expect(await stored()).toEqual({ words: [], meta: {} });
  });

  it('seeds from --from DIR in one go, printing what it wrote', async () => {
    expect(await cli('--from', dir)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(new RegExp(`^kit_cli: seeded Echoes of Angmar from folder ${dir} \\(test-gen, seed 3\\) in \\d+\\.\\d s \\(words 2\\)$`));
    const { words: keys, meta } = await stored();
    expect(keys).toEqual(['a', 'b']);
    expect(meta).toMatchObject({ data_version: 'Echoes of Angmar', source: `folder ${dir} (test-gen, seed 3)`, counts: '{"words":2}' });
    expect(meta.manifest_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves a seeded schema unchanged without --reset', async () => {
    const before = await stored();
    expect(await cli('--from', dir)).toBe(0);
    expect(out).toEqual([expect.stringMatching(/^kit_cli: already seeded with Echoes of Angmar from folder .* at .*; use --reset to replace$/)]);
    expect(await stored()).toEqual(before);
  });

  it('--reset replaces the data in the same transaction', async () => {
    const other = await mkdtemp(join(tmpdir(), 'eoa-seed-cli-'));
    try {
      await writeDataset(other, words('c', 'd', 'e'));
      expect(await cli('--from', other, '--reset')).toBe(0);
      expect(out[0]).toMatch(new RegExp(`^kit_cli: replaced Echoes of Angmar with Echoes of Angmar from folder ${other} in .* \\(words 3\\)$`));
    } finally {
      await rm(other, { recursive: true, force: true });
    }
    expect((await stored()).words).toEqual(['c', 'd', 'e']);
  });

  it('a --reset that fails half-way is rolled back: the data stays as it was', async () => {
    const before = await stored();
    const runSeed = seedRunner(COMMAND);
    const duplicate = { records: words('x', 'x'), stamp: { dataVersion: 'dup', manifestSha256: null, source: 'a test' } };
    await expect(runSeed({ config: loadConfig(), dataset: duplicate, reset: true })).rejects.toThrow(/duplicate key/);
    expect(await stored()).toEqual(before);
  });

  it('an unreachable database is one line on stderr and exit code 1', async () => {
    const url = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/nowhere';
    try {
      expect(await cli()).toBe(1);
    } finally {
      process.env.DATABASE_URL = url;
    }
    // (Under Jest, pg's error comes from another realm and keeps its "Error: " prefix.)
    expect(err).toEqual([expect.stringMatching(/^kit: not seeded: (Error: )?connect ECONNREFUSED 127\.0\.0\.1:1$/)]);
  });
});

describe('datasetMetaEntity', () => {
  it('is one entity per schema, and refuses a schema name that is not plain', () => {
    expect(datasetMetaEntity('kit_a')).toBe(datasetMetaEntity('kit_a'));
    expect(datasetMetaEntity('kit_a')).not.toBe(datasetMetaEntity('kit_b'));
    expect(datasetMetaEntity('kit_b').options).toMatchObject({ tableName: 'dataset_meta', schema: 'kit_b' });
    expect(() => datasetMetaEntity('Kit-1')).toThrow(/Invalid schema name/);
  });
});
