import type { DataSource, EntityManager } from 'typeorm';
import type { DatasetStamp, LoadedDataset } from '@eoa/dataset';
import type { SqlRunner } from './bulk-insert.js';
import { assertSchemaName, quoteIdentifier } from './schema-name.js';

/** Which data a schema was seeded with, kept in `<schema>.dataset_meta` (key → value); defined with the loader. */
export type { DatasetStamp, LoadedDataset };

/** What dataset_meta says about a seeded schema. */
export interface SeededState extends DatasetStamp {
  seededAt: string | null;
  /** Rows per table written by the seed. */
  counts: Record<string, number>;
}

/** One service's part of the dataset: its tables and how to fill them. */
export interface SchemaSeed<Records> {
  schema: string;
  /** Tables filled from the dataset, in the order a reset empties them (referencing tables first). */
  tables: readonly string[];
  /** Bulk-inserts the records (inside the seed's transaction); returns the rows written per table. */
  fill(db: EntityManager, records: Records): Promise<Record<string, number>>;
}

export interface SeedDatasetOptions<Records> {
  /** Called only when the schema is to be (re)seeded: reading or generating the data costs seconds. */
  load(): Promise<LoadedDataset<Records>> | LoadedDataset<Records>;
  /** Replace the data of an already seeded schema (emptied and refilled in the same transaction). */
  reset?: boolean;
}

export type SeedOutcome =
  | { status: 'seeded' | 'replaced'; schema: string; stamp: DatasetStamp; counts: Record<string, number>; ms: number; previous: SeededState | null }
  | { status: 'unchanged'; schema: string; current: SeededState };

const META = { dataVersion: 'data_version', manifestSha256: 'manifest_sha256', source: 'source', seededAt: 'seeded_at', counts: 'counts' } as const;

function metaTable(schema: string): string {
  assertSchemaName(schema);
  return `${quoteIdentifier(schema)}.${quoteIdentifier('dataset_meta')}`;
}

/** The data version a schema holds, or null when it was never seeded. */
export async function readSeededState(db: SqlRunner, schema: string): Promise<SeededState | null> {
  const rows = (await db.query(`SELECT "key", "value" FROM ${metaTable(schema)}`)) as Array<{ key: string; value: string }>;
  const meta = new Map(rows.map((row) => [row.key, row.value]));
  const dataVersion = meta.get(META.dataVersion);
  if (dataVersion === undefined) return null;
  let counts: Record<string, number> = {};
  try {
    counts = JSON.parse(meta.get(META.counts) ?? '{}') as Record<string, number>;
  } catch {
    // Informational only; a hand-edited value must not stop a service.
  }
  return {
    dataVersion,
    manifestSha256: meta.get(META.manifestSha256) ?? null,
    source: meta.get(META.source) ?? '(unknown source)',
    seededAt: meta.get(META.seededAt) ?? null,
    counts,
  };
}

/**
 * Seeds one service's schema from a dataset in ONE transaction: a failure (a bad row, a lost connection)
 * leaves the schema as it was. A schema that already holds a data version is left unchanged unless
 * `reset` is set; then its dataset tables are emptied and refilled in the same transaction, so readers
 * see the old data until the commit. Records the data version, the manifest checksum, the source, the
 * time and the row counts in `<schema>.dataset_meta`.
 *
 * Callers hold the schema's advisory lock (migrateAndSeed), so replicas and the seed command take turns.
 */
export async function seedDatasetSchema<Records>(
  dataSource: DataSource,
  seed: SchemaSeed<Records>,
  options: SeedDatasetOptions<Records>,
): Promise<SeedOutcome> {
  const { schema } = seed;
  const previous = await readSeededState(dataSource, schema);
  if (previous && !options.reset) return { status: 'unchanged', schema, current: previous };

  // Read and validate before the transaction: a refused dataset never opens one.
  const { records, stamp } = await options.load();
  const started = performance.now();
  const counts = await dataSource.transaction(async (manager) => {
    if (options.reset) {
      for (const table of seed.tables) await manager.query(`DELETE FROM ${quoteIdentifier(schema)}.${quoteIdentifier(table)}`);
      await manager.query(`DELETE FROM ${metaTable(schema)}`);
    }
    const written = await seed.fill(manager, records);
    const values: Array<[string, string]> = [
      [META.dataVersion, stamp.dataVersion],
      [META.source, stamp.source],
      [META.seededAt, new Date().toISOString()],
      [META.counts, JSON.stringify(written)],
    ];
    if (stamp.manifestSha256) values.push([META.manifestSha256, stamp.manifestSha256]);
    await manager.query(
      `INSERT INTO ${metaTable(schema)} ("key", "value")
       SELECT "key", "value" FROM jsonb_to_recordset($1::jsonb) AS r("key" text, "value" text)
       ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value", "updated_at" = now()`,
      [JSON.stringify(values.map(([key, value]) => ({ key, value })))],
    );
    return written;
  });
  return { status: previous ? 'replaced' : 'seeded', schema, stamp, counts, ms: Math.round(performance.now() - started), previous };
}

/** One line for logs and the seed command. */
export function describeSeedOutcome(outcome: SeedOutcome): string {
  if (outcome.status === 'unchanged') {
    const { current } = outcome;
    return `${outcome.schema}: already seeded with ${current.dataVersion} from ${current.source}${current.seededAt ? ` at ${current.seededAt}` : ''}; use --reset to replace`;
  }
  const rows = Object.entries(outcome.counts)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  const verb = outcome.status === 'replaced' ? `replaced ${outcome.previous?.dataVersion ?? 'its data'} with` : 'seeded';
  return `${outcome.schema}: ${verb} ${outcome.stamp.dataVersion} from ${outcome.stamp.source} in ${(outcome.ms / 1000).toFixed(1)} s (${rows})`;
}
