import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { DatabaseModule, DatasetModule, datasetSeedHook, ServerKitModule, varyOnLanguage } from '@eoa/server-kit';
import { CharacterModule } from './character/character.module.js';
import { GameDataModule } from './game-data/game-data.module.js';
import { BUILDER_SCHEMA, BUILDER_SEED } from './dataset/builder.seed.js';
import { IconsModule } from './icons/icons.module.js';
import { ItemsModule } from './items/items.module.js';
import { BUILDER_MIGRATIONS } from './migrations/index.js';
import { ProgressionsModule } from './progressions/progressions.module.js';
import { SERVICE } from './service.info.js';
import { SetsModule } from './sets/sets.module.js';
import { TraitsModule } from './traits/traits.module.js';
import { TranslationsModule } from './translations/translations.module.js';

/** The calls whose answers depend on Accept-Language. */
const LOCALIZED = /^\/api\/(items|set|trait|character)(\/|\?|$)/;

/**
 * The builder service: its schema migrated and seeded at start, the game data loaded into memory (the stat
 * engine, the small tables, the icon index), and every builder call of spec 1 §7 under /api.
 */
@Module({
  imports: [
    ServerKitModule.forService(SERVICE),
    DatabaseModule.forService({ schema: BUILDER_SCHEMA, migrations: BUILDER_MIGRATIONS, seed: datasetSeedHook(BUILDER_SEED) }),
    DatasetModule.forSchema(BUILDER_SCHEMA),
    // First: POST /api/character/calculate, the hot call, is then the first route Express tries.
    CharacterModule,
    GameDataModule,
    TranslationsModule,
    ProgressionsModule,
    TraitsModule,
    SetsModule,
    ItemsModule,
    IconsModule,
  ],
})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(varyOnLanguage(LOCALIZED))
      .forRoutes({ path: '*path', method: RequestMethod.GET });
  }
}
