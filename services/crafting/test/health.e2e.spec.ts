import { answersWithoutSchema } from '@eoa/server-kit';
import { describeServiceBasics } from '@eoa/server-kit/testing/suites';
import { AppModule } from '../src/app.module.js';
import { SERVICE } from '../src/service.info.js';

describeServiceBasics({
  service: 'crafting',
  schema: 'crafting',
  appModule: AppModule,
  serviceInfo: SERVICE,
  tables: ['dataset_meta', 'item_refs', 'migrations', 'professions', 'recipe_ingredients', 'recipes', 'translations'],
  migrations: ['Init1795336501000', 'GameData1795500000000'],
  checkOpenApi: (document) => {
    // Every success answer has its schema (contracts' zod schemas), not a description only: 8 operations, health included.
    expect(Object.values(document.paths).flatMap((item) => Object.keys(item))).toHaveLength(8);
    expect(answersWithoutSchema(document)).toEqual([]);
  },
});
