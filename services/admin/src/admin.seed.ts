import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '@eoa/server-kit';
import { seedFirstAdministrator, type FirstAdministratorResult } from './admin-users/admin-users.seed.js';
import { seedHomepageTools } from './homepage/homepage-tools.seed.js';
import { seedSettings } from './settings/settings.seed.js';

/**
 * Defaults of an empty schema, in one transaction; each part only adds what is missing, so it runs on
 * every start: settings, homepage tools, the first administrator. Admin holds no game data: the dataset
 * is not read here.
 */
export async function seedAdmin(
  dataSource: DataSource,
  config: Pick<AppConfig, 'adminUsername' | 'adminPassword' | 'isProduction'>,
  logger: { log(message: string): void; warn(message: string): void } = new Logger('Seed'),
): Promise<FirstAdministratorResult> {
  return dataSource.transaction(async (manager) => {
    await seedSettings(manager);
    await seedHomepageTools(manager);
    return seedFirstAdministrator(manager, config, logger);
  });
}

/** DatabaseModule's seed hook (after the migrations, under the schema's advisory lock). */
export async function seedAdminOnBoot(dataSource: DataSource): Promise<void> {
  await seedAdmin(dataSource, loadConfig());
}
