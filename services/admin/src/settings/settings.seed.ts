import type { SqlRunner } from '@eoa/server-kit';
import { DEFAULT_APP_VERSION, DEFAULT_DATA_VERSION } from '@eoa/contracts';

export const APP_VERSION_KEY = 'app_version';
export const DATA_VERSION_KEY = 'data_version';

/** Settings an empty schema starts with (spec: app version 0.0.11, data version the expansion name). */
export const DEFAULT_SETTINGS = [
  {
    key: APP_VERSION_KEY,
    value: DEFAULT_APP_VERSION,
    description: 'Application version shown in the homepage beta badge and the status bar (semantic versioning, e.g. 0.0.11)',
  },
  {
    key: DATA_VERSION_KEY,
    value: DEFAULT_DATA_VERSION,
    description: 'Name of the game data version the tools show (shown in the status bar)',
  },
] as const;

/**
 * Adds the default settings that are missing; never touches an existing row, so an administrator's
 * value survives every restart and running it twice adds nothing.
 */
export async function seedSettings(db: SqlRunner): Promise<void> {
  for (const setting of DEFAULT_SETTINGS) {
    await db.query(
      `INSERT INTO "admin"."app_settings" ("setting_key", "setting_value", "description", "updated_by")
       VALUES ($1, $2, $3, 'system')
       ON CONFLICT ("setting_key") DO NOTHING`,
      [setting.key, setting.value, setting.description],
    );
  }
}
