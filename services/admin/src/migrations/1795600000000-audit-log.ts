import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log: one row per administrator write, with the structured changes. The indexes serve the audit
 * screen's filters (action, username, entity), each newest first, and the dashboard's recent-changes count.
 */
export class AuditLog1795600000000 implements MigrationInterface {
  name = 'AuditLog1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "admin"."audit_log" (
        "id" serial PRIMARY KEY,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "username" varchar(100) NOT NULL,
        "action" varchar(40) NOT NULL,
        "entity_type" varchar(32) NOT NULL,
        "entity_id" varchar(200),
        "ip_address" varchar(64),
        "changes" jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await queryRunner.query('CREATE INDEX "IDX_audit_log_created_at" ON "admin"."audit_log" ("created_at")');
    await queryRunner.query('CREATE INDEX "IDX_audit_log_action_created_at" ON "admin"."audit_log" ("action", "created_at")');
    await queryRunner.query('CREATE INDEX "IDX_audit_log_username_created_at" ON "admin"."audit_log" ("username", "created_at")');
    await queryRunner.query(
      'CREATE INDEX "IDX_audit_log_entity_created_at" ON "admin"."audit_log" ("entity_type", "entity_id", "created_at")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "admin"."audit_log"');
  }
}
