import { Module } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { DatabaseModule, ServerKitModule } from '@eoa/server-kit';
import { CorrectionsModule } from './corrections/corrections.module.js';
import { HomepageModule } from './homepage/homepage.module.js';
import { seedHomepageTools } from './homepage/homepage-tools.seed.js';
import { LanguageModule } from './language/language.module.js';
import { Init1795336502000 } from './migrations/1795336502000-init.js';
import { ADMIN_SCHEMA, SERVICE } from './service.info.js';
import { SettingsModule } from './settings/settings.module.js';
import { seedSettings } from './settings/settings.seed.js';

/** Defaults of an empty schema; each part only adds what is missing. */
async function seedAdmin(dataSource: DataSource): Promise<void> {
  await seedSettings(dataSource);
  await seedHomepageTools(dataSource);
}

@Module({
  imports: [
    ServerKitModule.forService(SERVICE),
    DatabaseModule.forService({ schema: ADMIN_SCHEMA, migrations: [Init1795336502000], seed: seedAdmin }),
    SettingsModule,
    HomepageModule,
    LanguageModule,
    CorrectionsModule,
  ],
})
export class AppModule {}
