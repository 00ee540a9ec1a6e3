import { Module } from '@nestjs/common';
import { DatabaseModule, ServerKitModule } from '@eoa/server-kit';
import { DatasetModule } from './dataset/dataset.module.js';
import { LOOT_SCHEMA } from './dataset/loot.seed.js';
import { seedLootOnBoot } from './dataset/seeding.js';
import { InstancesModule } from './instances/instances.module.js';
import { LOOT_MIGRATIONS } from './migrations/index.js';
import { RefsModule } from './refs/refs.module.js';
import { SERVICE } from './service.info.js';
import { SourcesModule } from './sources/sources.module.js';
import { TranslationsModule } from './translations/translations.module.js';

/** The loot service: its schema migrated and seeded at start, /api/health; the loot calls come later. */
@Module({
  imports: [
    ServerKitModule.forService(SERVICE),
    DatabaseModule.forService({ schema: LOOT_SCHEMA, migrations: LOOT_MIGRATIONS, seed: seedLootOnBoot }),
    DatasetModule,
    TranslationsModule,
    RefsModule,
    InstancesModule,
    SourcesModule,
  ],
})
export class AppModule {}
