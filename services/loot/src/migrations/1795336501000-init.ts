import type { MigrationInterface, QueryRunner } from 'typeorm';

/** dataset_meta records which version of the data set is loaded into this schema (key → value). */
export class Init1795336501000 implements MigrationInterface {
  name = 'Init1795336501000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "loot"."dataset_meta" (
        "key" text PRIMARY KEY,
        "value" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "loot"."dataset_meta"');
  }
}
