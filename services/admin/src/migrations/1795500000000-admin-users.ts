import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Administrators: a unique username and an scrypt password hash (see admin-users/password.ts). */
export class AdminUsers1795500000000 implements MigrationInterface {
  name = 'AdminUsers1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "admin"."admin_users" (
        "id" serial PRIMARY KEY,
        "username" varchar(100) NOT NULL,
        "password_hash" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_login_at" timestamptz,
        CONSTRAINT "UQ_admin_users_username" UNIQUE ("username")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "admin"."admin_users"');
  }
}
