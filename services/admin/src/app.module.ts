import { Module } from '@nestjs/common';
import { DatabaseModule, ServerKitModule } from '@eoa/server-kit';
import { seedAdminOnBoot } from './admin.seed.js';
import { AdminUsersModule } from './admin-users/admin-users.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BackupsModule } from './backups/backups.module.js';
import { CalibrationsModule } from './calibrations/calibrations.module.js';
import { CorrectionsModule } from './corrections/corrections.module.js';
import { HomepageModule } from './homepage/homepage.module.js';
import { InternalModule } from './internal/internal.module.js';
import { LanguageModule } from './language/language.module.js';
import { ADMIN_MIGRATIONS } from './migrations/index.js';
import { QuestSettingsModule } from './quest-settings/quest-settings.module.js';
import { QuestsModule } from './quests/quests.module.js';
import { ADMIN_SCHEMA, SERVICE } from './service.info.js';
import { SettingsModule } from './settings/settings.module.js';
import { StatsModule } from './stats/stats.module.js';

@Module({
  imports: [
    ServerKitModule.forService(SERVICE),
    DatabaseModule.forService({ schema: ADMIN_SCHEMA, migrations: ADMIN_MIGRATIONS, seed: seedAdminOnBoot }),
    SettingsModule,
    HomepageModule,
    LanguageModule,
    CorrectionsModule,
    AdminUsersModule,
    AuditModule,
    AuthModule,
    BackupsModule,
    QuestsModule,
    CalibrationsModule,
    QuestSettingsModule,
    StatsModule,
    InternalModule,
  ],
})
export class AppModule {}
