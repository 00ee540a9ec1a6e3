import type { AppConfig, SqlRunner } from '@eoa/server-kit';
import { hashPassword } from './password.js';

export type FirstAdministratorResult = 'created' | 'exists' | 'skipped';

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD when there is none yet. loadConfig
 * gives a development default password only outside production; in production without ADMIN_PASSWORD
 * nobody is created and a warning says how to fix it. The password is never logged, only its hash stored.
 * Later changes of ADMIN_PASSWORD do not touch an existing administrator.
 */
export async function seedFirstAdministrator(
  db: SqlRunner,
  config: Pick<AppConfig, 'adminUsername' | 'adminPassword' | 'isProduction'>,
  logger: { log(message: string): void; warn(message: string): void },
): Promise<FirstAdministratorResult> {
  const [{ count }] = (await db.query('SELECT count(*)::int AS count FROM "admin"."admin_users"')) as [{ count: number }];
  if (count > 0) return 'exists';
  if (!config.adminPassword) {
    logger.warn(
      `No administrator created: ADMIN_PASSWORD is not set${config.isProduction ? ' (required in production)' : ''}. ` +
        `Set ADMIN_PASSWORD (and ADMIN_USERNAME, default "admin") and restart to create the first administrator.`,
    );
    return 'skipped';
  }
  const passwordHash = await hashPassword(config.adminPassword);
  await db.query(
    `INSERT INTO "admin"."admin_users" ("username", "password_hash") VALUES ($1, $2) ON CONFLICT ("username") DO NOTHING`,
    [config.adminUsername, passwordHash],
  );
  logger.log(`Created the first administrator "${config.adminUsername}" (password from ADMIN_PASSWORD${config.isProduction ? '' : ', or the development default'})`);
  return 'created';
}
