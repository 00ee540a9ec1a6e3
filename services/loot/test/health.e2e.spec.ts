import { answersWithoutSchema } from '@eoa/server-kit';
import { describeServiceBasics } from '@eoa/server-kit/testing/suites';
import { AppModule } from '../src/app.module.js';
import { SERVICE } from '../src/service.info.js';

describeServiceBasics({
  service: 'loot',
  schema: 'loot',
  appModule: AppModule,
  serviceInfo: SERVICE,
  tables: ['boss_drops', 'bosses', 'dataset_meta', 'instances', 'item_refs', 'item_sources', 'migrations', 'npc_refs', 'quest_refs', 'recipe_refs', 'translations'],
  migrations: ['Init1795336501000', 'GameData1795500000000'],
  checkOpenApi: (document) => {
    // Every success answer has its schema (contracts' zod schemas), not a description only: 7 operations, health included.
    expect(Object.values(document.paths).flatMap((item) => Object.keys(item))).toHaveLength(7);
    expect(answersWithoutSchema(document)).toEqual([]);
  },
});
