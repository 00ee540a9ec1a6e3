import { Module } from '@nestjs/common';
import { DatabaseModule, DatasetModule, datasetSeedHook, ServerKitModule } from '@eoa/server-kit';
import { ATLAS_SCHEMA, ATLAS_SEED } from './dataset/atlas.seed.js';
import { ItemRefsModule } from './items/item-refs.module.js';
import { MapsModule } from './maps/maps.module.js';
import { MarkersModule } from './markers/markers.module.js';
import { ATLAS_MIGRATIONS } from './migrations/index.js';
import { NpcsModule } from './npcs/npcs.module.js';
import { QuestsModule } from './quests/quests.module.js';
import { SERVICE } from './service.info.js';
import { TranslationsModule } from './translations/translations.module.js';

/** The atlas service: its schema migrated and seeded at start, /api/health; the maps, quests and NPC calls come later. */
@Module({
  imports: [
    ServerKitModule.forService(SERVICE),
    DatabaseModule.forService({ schema: ATLAS_SCHEMA, migrations: ATLAS_MIGRATIONS, seed: datasetSeedHook(ATLAS_SEED) }),
    DatasetModule.forSchema(ATLAS_SCHEMA),
    TranslationsModule,
    ItemRefsModule,
    MapsModule,
    MarkersModule,
    QuestsModule,
    NpcsModule,
  ],
})
export class AppModule {}
