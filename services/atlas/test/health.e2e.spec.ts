import { answersWithoutSchema } from '@eoa/server-kit';
import { describeServiceBasics } from '@eoa/server-kit/testing/suites';
import { AppModule } from '../src/app.module.js';
import { SERVICE } from '../src/service.info.js';

describeServiceBasics({
  service: 'atlas',
  schema: 'atlas',
  appModule: AppModule,
  serviceInfo: SERVICE,
  tables: ['dataset_meta', 'item_refs', 'map_links', 'maps', 'marker_categories', 'markers', 'migrations', 'npc_spawns', 'npcs', 'quest_categories', 'quests', 'translations'],
  migrations: ['Init1795336501000', 'GameData1795500000000'],
  checkOpenApi: (document) => {
    // Every success answer has its schema (contracts' zod schemas), not a description only: 27 operations, health included.
    expect(Object.values(document.paths).flatMap((item) => Object.keys(item))).toHaveLength(27);
    expect(answersWithoutSchema(document)).toEqual([]);
  },
});
