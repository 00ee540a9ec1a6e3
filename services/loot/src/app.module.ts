import { Module } from '@nestjs/common';
import { DatabaseModule, DatasetModule, datasetSeedHook, ServerKitModule } from '@eoa/server-kit';
import { LOOT_SCHEMA, LOOT_SEED } from './dataset/loot.seed.js';
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
    DatabaseModule.forService({ schema: LOOT_SCHEMA, migrations: LOOT_MIGRATIONS, seed: datasetSeedHook(LOOT_SEED) }),
    DatasetModule.forSchema(LOOT_SCHEMA),
    TranslationsModule,
    RefsModule,
    InstancesModule,
    SourcesModule,
  ],
})
export class AppModule {}
