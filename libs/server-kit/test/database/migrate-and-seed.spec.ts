import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { loadConfig } from '../../src/config.js';
import { createServiceDataSource } from '../../src/database/data-source.factory.js';
import { migrateAndSeed } from '../../src/database/migrate-and-seed.js';

/** Entries into and exits from each critical section, in the order they happened: two replicas never overlap. */
const events: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class CreateThings1700000000000 implements MigrationInterface {
  name = 'CreateThings1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    events.push('enter migration');
    // A pause inside the section: another replica let in meanwhile would enter before this one leaves.
    await sleep(150);
    // No IF NOT EXISTS on purpose: running it twice would fail.
    await queryRunner.query('CREATE TABLE "kit_lock"."things" (id int PRIMARY KEY, label text NOT NULL)');
    events.push('leave migration');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "kit_lock"."things"');
  }
}

function seedAs(who: string) {
  return async (dataSource: DataSource): Promise<void> => {
    events.push(`enter ${who}`);
    await sleep(150);
    await dataSource.query('INSERT INTO "kit_lock"."things" (id, label) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [1, 'first']);
    events.push(`leave ${who}`);
  };
}

describe('migrateAndSeed', () => {
  const config = loadConfig();
  const replicas = [1, 2, 3].map(() =>
    createServiceDataSource(config, { service: 'kit-test', schema: 'kit_lock', migrations: [CreateThings1700000000000], poolSize: 3 }),
  );

  beforeAll(async () => {
    await Promise.all(replicas.map((dataSource) => dataSource.initialize()));
  });

  afterAll(async () => {
    await Promise.all(replicas.map((dataSource) => dataSource.destroy()));
  });

  it('lets replicas starting together migrate and seed one at a time', async () => {
    const results = await Promise.all(replicas.map((dataSource, i) => migrateAndSeed(dataSource, 'kit_lock', seedAs(`seed-${i}`), { log: () => undefined })));

    // Exactly one replica applied the migration; the others found it done.
    expect(results.map((r) => r.appliedMigrations.length).sort()).toEqual([0, 0, 1]);
    expect(results.flatMap((r) => r.appliedMigrations)).toEqual(['CreateThings1700000000000']);

    // The migration first, then the three seeds, in turn: each section left before the next one entered.
    expect(events).toHaveLength(8);
    expect(events.slice(0, 2)).toEqual(['enter migration', 'leave migration']);
    for (let i = 0; i < events.length; i += 2) {
      const who = events[i]!.replace(/^enter /, '');
      expect(events.slice(i, i + 2)).toEqual([`enter ${who}`, `leave ${who}`]);
    }
    expect(new Set(events.slice(2).filter((event) => event.startsWith('enter ')))).toEqual(new Set(['enter seed-0', 'enter seed-1', 'enter seed-2']));

    const rows: Array<{ count: string }> = await replicas[0]!.query('SELECT count(*) FROM "kit_lock"."things"');
    expect(rows[0]?.count).toBe('1');
  });

  it('keeps its migrations table inside the schema', async () => {
    const tables: Array<{ table_schema: string; table_name: string }> = await replicas[0]!.query(
      "SELECT table_schema, table_name FROM information_schema.tables WHERE table_name IN ('migrations', 'things') ORDER BY table_name",
    );
    expect(tables).toEqual([
      { table_schema: 'kit_lock', table_name: 'migrations' },
      { table_schema: 'kit_lock', table_name: 'things' },
    ]);
  });

  it('refuses a DataSource configured for another schema', async () => {
    await expect(migrateAndSeed(replicas[0]!, 'other_schema')).rejects.toThrow(/configured for schema "kit_lock"/);
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(migrateAndSeed(replicas[0]!, 'kit_lock"; drop table x; --')).rejects.toThrow(/Invalid schema name/);
  });
});
