import { generateSampleWorld, type DatasetRecords } from '@eoa/dataset';
import { describeDatasetSeeding } from '@eoa/server-kit/testing/suites';
import { AppModule } from '../src/app.module.js';
import { LOOT_SCHEMA, LOOT_TABLES } from '../src/dataset/loot.seed.js';
import { runSeed } from '../src/seed.js';
import { SERVICE } from '../src/service.info.js';

// Generated once for the whole file (about a second).
const world = generateSampleWorld();
const data = world.records;
const ids = (values: Array<number | null>) => new Set(values.filter((v): v is number => v !== null));
/** Rows each table holds once seeded with these records. */
const countsOf = (records: DatasetRecords): Record<(typeof LOOT_TABLES)[number], number> => ({
  item_sources: records.itemSources.length,
  boss_drops: records.lootBosses.reduce((sum, b) => sum + b.guaranteedDrops.length, 0),
  bosses: records.lootBosses.length,
  instances: records.lootInstances.length,
  recipe_refs: ids(records.itemSources.map((s) => s.recipeId)).size,
  quest_refs: ids(records.itemSources.map((s) => s.questId)).size,
  npc_refs: ids([...records.itemSources.map((s) => s.npcId), ...records.lootBosses.map((b) => b.mobId)]).size,
  item_refs: ids([
    ...records.itemSources.flatMap((s) => [s.itemId, s.barterItemId]),
    ...records.lootBosses.flatMap((b) => b.guaranteedDrops.map((d) => d.itemId)),
  ]).size,
  translations: records.translations.length,
});

describeDatasetSeeding(
  {
    service: 'loot', schema: LOOT_SCHEMA, tables: LOOT_TABLES, countsOf, appModule: AppModule, serviceInfo: SERVICE, runSeed, world,
    // The line and field the corrupted-dataset tests break.
    brokenFile: 'item-sources.ndjson',
    brokenLine: 5,
    breakLine: (line) => line.replace(/"sourceType":\d+/, '"sourceType":"two"'),
    brokenMessage: 'sourceType:',
    duplicateForRollback: 'itemSources',
  },
  ({ probe }) => {
    it('keeps every field of a record; drops as rows; names of what the rows point to from the same dataset', async () => {
      const boss = data.lootBosses.find((b) => b.guaranteedDrops.length > 2)!;
      const drops = await probe.query('SELECT item_id, drop_chance FROM "loot"."boss_drops" WHERE mob_id = $1 ORDER BY position', [boss.mobId]);
      expect(drops).toEqual(boss.guaranteedDrops.map((d) => ({ item_id: d.itemId, drop_chance: d.dropChance })));
      const npc = data.npcs.find((n) => n.id === boss.mobId)!;
      const [name] = await probe.query('SELECT name FROM "loot"."npc_refs" WHERE id = $1', [boss.mobId]);
      expect(name.name).toEqual(npc.name);
      const source = data.itemSources.find((s) => s.sourceType === 5)!;
      const [row] = await probe.query('SELECT * FROM "loot"."item_sources" WHERE id = $1', [source.id]);
      expect(row).toEqual({
        id: source.id, item_id: source.itemId, source_type: source.sourceType, npc_id: source.npcId, container: source.container,
        recipe_id: source.recipeId, quest_id: source.questId, location: source.location, drop_chance: source.dropChance,
        price_copper: source.priceCopper, barter_item_id: source.barterItemId, barter_quantity: source.barterQuantity,
      });
      const recipeSource = data.itemSources.find((s) => s.recipeId !== null)!;
      const recipe = data.recipes.find((r) => r.id === recipeSource.recipeId)!;
      const [ref] = await probe.query('SELECT name, profession, profession_name, tier FROM "loot"."recipe_refs" WHERE id = $1', [recipe.id]);
      expect(ref).toEqual({ name: recipe.name, profession: recipe.profession, profession_name: data.professions.find((p) => p.id === recipe.profession)!.name, tier: recipe.tier });
    });
  },
);
