import { assertSchemaName, quoteIdentifier } from './schema-name.js';

/** Anything that runs a parameterised query: an EntityManager, a QueryRunner, a DataSource, a pg client. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/** Column types a JSON value converts to through jsonb_to_recordset (arrays from JSON arrays). */
const COLUMN_TYPE = /^(smallint|integer|bigint|real|double precision|numeric|boolean|text|jsonb|timestamptz|date)(\[\])?$/;
const COLUMN_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Rows per INSERT statement: large enough to amortise the round trip, small enough for one parameter. */
export const BULK_INSERT_CHUNK = 5000;

export interface BulkInsertTarget {
  schema: string;
  table: string;
  /** Target column → PostgreSQL type, in insert order; every row object has these keys (missing = NULL). */
  columns: Readonly<Record<string, string>>;
}

/**
 * Inserts many rows with a few set-based statements:
 * `INSERT INTO schema.table (cols) SELECT cols FROM jsonb_to_recordset($1::jsonb) AS r(col type, …)`,
 * one per chunk of rows, the chunk passed as ONE JSON parameter — values are never written into SQL.
 * Nested objects go into jsonb columns as they are; JSON arrays fill array columns (`integer[]`).
 * Identifiers and types come from code and are checked; returns the number of rows inserted.
 */
export async function bulkInsert(
  db: SqlRunner,
  target: BulkInsertTarget,
  rows: readonly object[],
  chunkSize: number = BULK_INSERT_CHUNK,
): Promise<number> {
  if (rows.length === 0) return 0;
  const sql = bulkInsertSql(target);
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + chunkSize))]);
  }
  return rows.length;
}

/** The statement bulkInsert runs for one chunk (exported for tests and for reading). */
export function bulkInsertSql({ schema, table, columns }: BulkInsertTarget): string {
  assertSchemaName(schema);
  if (!COLUMN_NAME.test(table)) throw new Error(`bulkInsert: invalid table name "${table}"`);
  const entries = Object.entries(columns);
  if (entries.length === 0) throw new Error(`bulkInsert: no columns for ${schema}.${table}`);
  for (const [name, type] of entries) {
    if (!COLUMN_NAME.test(name)) throw new Error(`bulkInsert: invalid column name "${name}" in ${schema}.${table}`);
    if (!COLUMN_TYPE.test(type)) throw new Error(`bulkInsert: unsupported column type "${type}" for ${schema}.${table}.${name}`);
  }
  const list = entries.map(([name]) => quoteIdentifier(name)).join(', ');
  const definitions = entries.map(([name, type]) => `${quoteIdentifier(name)} ${type}`).join(', ');
  return (
    `INSERT INTO ${quoteIdentifier(schema)}.${quoteIdentifier(table)} (${list}) ` +
    `SELECT ${list} FROM jsonb_to_recordset($1::jsonb) AS r(${definitions})`
  );
}
