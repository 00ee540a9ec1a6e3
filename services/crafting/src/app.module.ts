import { Module } from '@nestjs/common';
import { DatabaseModule, ServerKitModule } from '@eoa/server-kit';
import { CRAFTING_SCHEMA } from './dataset/crafting.seed.js';
import { DatasetModule } from './dataset/dataset.module.js';
import { seedCraftingOnBoot } from './dataset/seeding.js';
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
    DatabaseModule.forService({ schema: CRAFTING_SCHEMA, migrations: CRAFTING_MIGRATIONS, seed: seedCraftingOnBoot }),
    DatasetModule,
    TranslationsModule,
    ProfessionsModule,
    ItemRefsModule,
    RecipesModule,
  ],
})
export class AppModule {}
