import { Module } from '@nestjs/common';
import { DatabaseModule, DatasetModule, datasetSeedHook, ServerKitModule } from '@eoa/server-kit';
import { CRAFTING_SCHEMA, CRAFTING_SEED } from './dataset/crafting.seed.js';
import { ItemRefsModule } from './items/item-refs.module.js';
import { CRAFTING_MIGRATIONS } from './migrations/index.js';
import { ProfessionsModule } from './professions/professions.module.js';
import { RecipesModule } from './recipes/recipes.module.js';
import { SERVICE } from './service.info.js';
import { TranslationsModule } from './translations/translations.module.js';

/** The crafting service: its schema migrated and seeded at start, /api/health; the /recipe calls come later. */
@Module({
  imports: [
    ServerKitModule.forService(SERVICE),
    DatabaseModule.forService({ schema: CRAFTING_SCHEMA, migrations: CRAFTING_MIGRATIONS, seed: datasetSeedHook(CRAFTING_SEED) }),
    DatasetModule.forSchema(CRAFTING_SCHEMA),
    TranslationsModule,
    ProfessionsModule,
    ItemRefsModule,
    RecipesModule,
  ],
})
export class AppModule {}
