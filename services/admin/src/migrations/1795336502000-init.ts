import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * First admin tables: settings and homepage tools (shown on the homepage), user corrections (public
 * submissions, reviewed later by administrators) and UI translation overrides. Plain SQL, frozen:
 * later changes come as new migrations.
 */
export class Init1795336502000 implements MigrationInterface {
  name = 'Init1795336502000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "admin"."app_settings" (
        "id" serial PRIMARY KEY,
        "setting_key" varchar(100) NOT NULL,
        "setting_value" text NOT NULL,
        "description" text,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" varchar(100),
        CONSTRAINT "UQ_app_settings_setting_key" UNIQUE ("setting_key")
      )`);
    await queryRunner.query(`
      CREATE TABLE "admin"."homepage_tools" (
        "id" serial PRIMARY KEY,
        "tool_id" varchar(64) NOT NULL,
        "tool_name" varchar(100) NOT NULL,
        "is_in_development" boolean NOT NULL DEFAULT false,
        "sort_order" integer NOT NULL DEFAULT 0,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" varchar(100),
        CONSTRAINT "UQ_homepage_tools_tool_id" UNIQUE ("tool_id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "admin"."user_corrections" (
        "id" serial PRIMARY KEY,
        "entity_type" varchar(16) NOT NULL,
        "entity_id" varchar(64),
        "entity_name" varchar(200),
        "field_name" varchar(64) NOT NULL,
        "current_value" text,
        "suggested_value" text,
        "reason" text NOT NULL,
        "user_name" varchar(100),
        "user_email" varchar(254),
        "status" varchar(16) NOT NULL DEFAULT 'pending',
        "reviewed_by" varchar(100),
        "reviewed_at" timestamptz,
        "admin_notes" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "client_ip" varchar(64),
        CONSTRAINT "CHK_user_corrections_entity_type" CHECK ("entity_type" IN ('Quest', 'NPC', 'Bug')),
        CONSTRAINT "CHK_user_corrections_status" CHECK ("status" IN ('pending', 'in_progress', 'approved', 'fixed', 'rejected'))
      )`);
    // The admin list and the public list filter by status and show the newest first.
    await queryRunner.query(
      'CREATE INDEX "IDX_user_corrections_status_created_at" ON "admin"."user_corrections" ("status", "created_at")',
    );
    await queryRunner.query(`
      CREATE TABLE "admin"."ui_translations" (
        "language" varchar(8) NOT NULL,
        "translation_key" varchar(300) NOT NULL,
        "value" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "updated_by" varchar(100),
        CONSTRAINT "PK_ui_translations" PRIMARY KEY ("language", "translation_key")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "admin"."ui_translations"');
    await queryRunner.query('DROP TABLE "admin"."user_corrections"');
    await queryRunner.query('DROP TABLE "admin"."homepage_tools"');
    await queryRunner.query('DROP TABLE "admin"."app_settings"');
  }
}
