import { DataSource } from 'typeorm';
import { assertSchemaName, quoteIdentifier } from '../database/schema-name.js';

/** duplicate_table, and the unique violation on pg_type when two processes create the same table at once. */
const CREATED_BY_ANOTHER = new Set(['42P07', '23505']);

/**
 * A small table of the service's own schema that exists only when the site runs without Redis (the admin token
 * denylist, rate-limit counters): made on first use rather than by a migration, because with Redis it is never
 * needed. `create table if not exists` races between replicas starting together; the loser's error is the winner's
 * table and is taken as success.
 */
export class PostgresTable {
  readonly schema: string;
  readonly qualifiedName: string;
  private ready: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    readonly tableName: string,
    private readonly columns: string,
  ) {
    const schema = String((dataSource.options as { schema?: string }).schema ?? 'public');
    assertSchemaName(schema);
    this.schema = schema;
    this.qualifiedName = `${quoteIdentifier(schema)}.${quoteIdentifier(tableName)}`;
  }

  /** Resolves once the table exists; a failure is forgotten so the next call tries again. */
  ensure(): Promise<void> {
    this.ready ??= this.create().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  /** Runs the SQL `sqlFor(qualifiedName)` with `parameters` once the table exists. */
  async query<Row = unknown>(sqlFor: (qualifiedName: string) => string, parameters: unknown[] = []): Promise<Row[]> {
    await this.ensure();
    return (await this.dataSource.query(sqlFor(this.qualifiedName), parameters)) as Row[];
  }

  private async create(): Promise<void> {
    try {
      await this.dataSource.query(`create table if not exists ${this.qualifiedName} ${this.columns}`);
    } catch (error) {
      if (!CREATED_BY_ANOTHER.has(String((error as { code?: unknown }).code))) throw error;
    }
  }
}
