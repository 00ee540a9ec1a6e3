import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { DatabaseModule, DatasetModule, datasetSeedHook, ServerKitModule, varyOnLanguage } from '@eoa/server-kit';
import { LootCacheModule } from './cache/loot-cache.module.js';
import { LOOT_SCHEMA, LOOT_SEED } from './dataset/loot.seed.js';
import { InstancesModule } from './instances/instances.module.js';
import { LOOT_MIGRATIONS } from './migrations/index.js';
import { PortraitsModule } from './portraits/portraits.module.js';
import { RefsModule } from './refs/refs.module.js';
import { SERVICE } from './service.info.js';
import { SourcesModule } from './sources/sources.module.js';
import { TranslationsModule } from './translations/translations.module.js';

/** The calls whose answers depend on Accept-Language (portraits do not). */
const LOCALIZED = /^\/api\/(loot\/|items\/)/;

/**
 * The loot service: its schema migrated and seeded at start; the loot tables (instances, bosses, guaranteed
 * drops), every source of an item, and boss portraits, under /api. Answers cached in Redis, dropped on
 * data.changed.
 */
@Module({
  imports: [
    ServerKitModule.forService(SERVICE),
    DatabaseModule.forService({ schema: LOOT_SCHEMA, migrations: LOOT_MIGRATIONS, seed: datasetSeedHook(LOOT_SEED) }),
    DatasetModule.forSchema(LOOT_SCHEMA),
    LootCacheModule,
    TranslationsModule,
    RefsModule,
    InstancesModule,
    SourcesModule,
    PortraitsModule,
  ],
})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(varyOnLanguage(LOCALIZED))
      .forRoutes({ path: '*path', method: RequestMethod.GET });
  }
}
