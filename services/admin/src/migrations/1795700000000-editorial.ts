import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The editorial data atlas applies (spec 3 §3): one override record per edited or excluded quest (null fields keep
 * the seeded value; markers, objective texts and hidden comments as JSON), and one calibration per main zone map
 * (seeded from atlas's zone boxes when first needed).
 */
export class Editorial1795700000000 implements MigrationInterface {
  name = 'Editorial1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "admin"."quest_overrides" (
        "quest_id" integer PRIMARY KEY,
        "excluded" boolean NOT NULL DEFAULT false,
        "expansion_era" varchar(16),
        "name" varchar(200),
        "level" smallint,
        "description" text,
        "category_id" integer,
        "markers_json" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "objectives_json" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "hidden_comments_json" jsonb NOT NULL DEFAULT '[]'::jsonb,
        "admin_notes" text,
        "version" integer NOT NULL DEFAULT 1,
        "last_edited_by" varchar(100),
        "last_edited_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "admin"."map_calibrations" (
        "id" serial PRIMARY KEY,
        "zone_name" varchar(200) NOT NULL,
        "map_id" integer NOT NULL,
        "game_min_x" double precision NOT NULL,
        "game_max_x" double precision NOT NULL,
        "game_min_y" double precision NOT NULL,
        "game_max_y" double precision NOT NULL,
        "offset_x" double precision NOT NULL DEFAULT 0,
        "offset_y" double precision NOT NULL DEFAULT 0,
        "scale" double precision NOT NULL DEFAULT 1,
        "updated_by" varchar(100),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_map_calibrations_map_id" UNIQUE ("map_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "admin"."map_calibrations"');
    await queryRunner.query('DROP TABLE "admin"."quest_overrides"');
  }
}
