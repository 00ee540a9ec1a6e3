import { generateSampleWorld, type DatasetRecords } from '@eoa/dataset';
import { describeDatasetSeeding } from '@eoa/server-kit/testing/suites';
import { AppModule } from '../src/app.module.js';
import { CRAFTING_SCHEMA, CRAFTING_TABLES } from '../src/dataset/crafting.seed.js';
import { runSeed } from '../src/seed.js';
import { SERVICE } from '../src/service.info.js';

// Generated once for the whole file (about a second).
const world = generateSampleWorld();
const data = world.records;
/** Every item a recipe names (ingredient, result, critical result, recipe scroll). */
const usedItemsOf = (records: DatasetRecords) =>
  new Set(
    records.recipes.flatMap((r) => [...r.ingredients.map((i) => i.itemId), r.result.itemId, ...(r.criticalResult ? [r.criticalResult.itemId] : []), ...(r.recipeItemId === null ? [] : [r.recipeItemId])]),
  );
const usedItems = usedItemsOf(data);
/** Rows each table holds once seeded with these records. */
const countsOf = (records: DatasetRecords): Record<(typeof CRAFTING_TABLES)[number], number> => ({
  translations: records.translations.length,
  professions: records.professions.length,
  item_refs: usedItemsOf(records).size,
  recipes: records.recipes.length,
  recipe_ingredients: records.recipes.reduce((sum, r) => sum + r.ingredients.length, 0),
});

describeDatasetSeeding(
  {
    service: 'crafting', schema: CRAFTING_SCHEMA, tables: CRAFTING_TABLES, countsOf, appModule: AppModule, serviceInfo: SERVICE, runSeed, world,
    // The line and field the corrupted-dataset tests break.
    brokenFile: 'recipes.ndjson',
    brokenLine: 5,
    breakLine: (line) => line.replace(/"profession":"[a-z]+"/, '"profession":"shiny"'),
    brokenMessage: 'profession: "shiny" is not one of',
    duplicateForRollback: 'recipes',
  },
  ({ probe }) => {
    it('keeps every field of a record; ingredients as rows; item display data and vendor prices from the same dataset', async () => {
      const recipe = data.recipes.find((r) => r.ingredients.some((i) => i.optional) && r.criticalResult !== null) ?? data.recipes[0]!;
      const [row] = await probe.query('SELECT * FROM "crafting"."recipes" WHERE id = $1', [recipe.id]);
      expect(row).toEqual({
        id: recipe.id, name: recipe.name, profession: recipe.profession, tier: recipe.tier, category: recipe.category, xp: recipe.xp,
        base_critical_chance: recipe.baseCriticalChance, uses_shards: recipe.usesShards, result_item_id: recipe.result.itemId,
        result_quantity: recipe.result.quantity, critical_result_item_id: recipe.criticalResult?.itemId ?? null,
        critical_result_quantity: recipe.criticalResult?.quantity ?? null, recipe_item_id: recipe.recipeItemId,
      });
      const ingredients = await probe.query(
        'SELECT item_id, quantity, optional, critical_chance_bonus FROM "crafting"."recipe_ingredients" WHERE recipe_id = $1 ORDER BY position',
        [recipe.id],
      );
      expect(ingredients).toEqual(
        recipe.ingredients.map((i) => ({ item_id: i.itemId, quantity: i.quantity, optional: i.optional, critical_chance_bonus: i.criticalChanceBonus })),
      );
      const item = data.items.find((i) => i.id === recipe.result.itemId)!;
      const [ref] = await probe.query('SELECT name, icon, quality FROM "crafting"."item_refs" WHERE id = $1', [item.id]);
      expect(ref).toEqual({ name: item.name, icon: item.icon, quality: item.quality });
      // Vendor supplies carry the lowest vendor price of the dataset's item sources.
      const sold = data.itemSources.find((s) => s.sourceType === 4 && usedItems.has(s.itemId))!;
      const lowest = Math.min(...data.itemSources.filter((s) => s.sourceType === 4 && s.itemId === sold.itemId).map((s) => s.priceCopper!));
      const [priced] = await probe.query('SELECT vendor_price_copper FROM "crafting"."item_refs" WHERE id = $1', [sold.itemId]);
      expect(priced.vendor_price_copper).toBe(lowest);
    });
  },
);
