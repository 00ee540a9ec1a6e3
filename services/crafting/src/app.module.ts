import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { DatabaseModule, DatasetModule, datasetSeedHook, ServerKitModule, varyOnLanguage } from '@eoa/server-kit';
import { CalculatorModule } from './calculator/calculator.module.js';
import { CRAFTING_SCHEMA, CRAFTING_SEED } from './dataset/crafting.seed.js';
import { ItemRefsModule } from './items/item-refs.module.js';
import { CRAFTING_MIGRATIONS } from './migrations/index.js';
import { ProfessionsModule } from './professions/professions.module.js';
import { RecipesModule } from './recipes/recipes.module.js';
import { SERVICE } from './service.info.js';
import { TranslationsModule } from './translations/translations.module.js';
import { TreesModule } from './trees/trees.module.js';
import { WorldModule } from './world/world.module.js';

/** Every recipe call answers in the request's language. */
const LOCALIZED = /^\/api\/recipe/;

/**
 * The crafting service: its schema migrated and seeded at start; recipes, professions, crafting-chain trees, the
 * shopping list and the XP calculator under /api/recipe, computed from the crafting world held in memory and
 * cached in Redis (dropped on data.changed for crafting).
 *
 * Module order is route order: /recipe/optimal-path and /recipe/professions are registered before RecipesModule's
 * /recipe/{id}, which would otherwise take "optimal-path" for an id.
 */
@Module({
  imports: [
    ServerKitModule.forService(SERVICE),
    DatabaseModule.forService({ schema: CRAFTING_SCHEMA, migrations: CRAFTING_MIGRATIONS, seed: datasetSeedHook(CRAFTING_SEED) }),
    DatasetModule.forSchema(CRAFTING_SCHEMA),
    WorldModule,
    TranslationsModule,
    ItemRefsModule,
    CalculatorModule,
    ProfessionsModule,
    TreesModule,
    RecipesModule,
  ],
})
export class AppModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(varyOnLanguage(LOCALIZED)).forRoutes({ path: '*path', method: RequestMethod.GET });
  }
}
