import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { DatabaseModule, DatasetModule, datasetSeedHook, ServerKitModule, varyOnLanguage } from '@eoa/server-kit';
import { ATLAS_SCHEMA, ATLAS_SEED } from './dataset/atlas.seed.js';
import { InternalModule } from './internal/internal.module.js';
import { ItemRefsModule } from './items/item-refs.module.js';
import { MapImagesModule } from './map-images/map-images.module.js';
import { MapsModule } from './maps/maps.module.js';
import { MarkersModule } from './markers/markers.module.js';
import { ATLAS_MIGRATIONS } from './migrations/index.js';
import { NpcsModule } from './npcs/npcs.module.js';
import { QuestsModule } from './quests/quests.module.js';
import { SERVICE } from './service.info.js';
import { TranslationsModule } from './translations/translations.module.js';
import { WorldModule } from './world/world.module.js';

/** Every maps, quests and NPCs call answers in the request's language (the lang parameter, else Accept-Language). */
const LOCALIZED = /^\/api\/(maps|quests|npcs|internal\/quests)/;

/**
 * The atlas service: its schema migrated and seeded at start; maps, markers, quests and NPCs under /api/maps,
 * /api/quests and /api/npcs, answered from the atlas world held in memory (cached in Redis, dropped on data.changed
 * for atlas), large answers precompressed with ETags.
 *
 * Module order is route order: MarkersModule's /maps/categories and /maps/composite come before MapsModule's
 * /maps/{id}, which would otherwise take "categories" for an id.
 */
@Module({
  imports: [
    ServerKitModule.forService(SERVICE),
    DatabaseModule.forService({ schema: ATLAS_SCHEMA, migrations: ATLAS_MIGRATIONS, seed: datasetSeedHook(ATLAS_SEED) }),
    DatasetModule.forSchema(ATLAS_SCHEMA),
    WorldModule,
    TranslationsModule,
    ItemRefsModule,
    MarkersModule,
    MapImagesModule,
    MapsModule,
    QuestsModule,
    NpcsModule,
    InternalModule,
  ],
})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(varyOnLanguage(LOCALIZED)).forRoutes({ path: '*path', method: RequestMethod.GET });
  }
}
