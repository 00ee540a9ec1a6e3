import { SOURCE_TYPE_CODES } from '@eoa/contracts';
import type { DatasetKind, DatasetRecords } from '@eoa/dataset';
import { bulkInsert, type DatasetSchemaSeed, type SqlRunner } from '@eoa/server-kit';

export const CRAFTING_SCHEMA = 'crafting';

/** The dataset kinds crafting reads: its own, plus items and item sources for the items recipes use. */
export const CRAFTING_KINDS = ['translations', 'professions', 'recipes', 'items', 'itemSources'] as const satisfies readonly DatasetKind[];

export type CraftingRecords = Pick<DatasetRecords, (typeof CRAFTING_KINDS)[number]>;

/** Tables filled from the dataset, in the order a reset empties them (referencing tables first). */
export const CRAFTING_TABLES = ['recipe_ingredients', 'recipes', 'item_refs', 'professions', 'translations'] as const;

const target = (table: (typeof CRAFTING_TABLES)[number], columns: Record<string, string>) => ({ schema: CRAFTING_SCHEMA, table, columns });

/**
 * Writes crafting's part of a dataset: professions, the items recipes use or make (display data and lowest
 * vendor price), recipes and one row per ingredient. Runs inside the caller's transaction.
 */
export async function seedCraftingSchema(db: SqlRunner, data: CraftingRecords): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};

  counts.translations = await bulkInsert(db, target('translations', { key: 'text', text: 'jsonb' }), data.translations);

  counts.professions = await bulkInsert(
    db,
    target('professions', { id: 'text', name: 'jsonb', kind: 'text', tiers: 'jsonb' }),
    data.professions,
  );

  const used = new Set<number>();
  for (const recipe of data.recipes) {
    for (const ingredient of recipe.ingredients) used.add(ingredient.itemId);
    used.add(recipe.result.itemId);
    if (recipe.criticalResult) used.add(recipe.criticalResult.itemId);
    if (recipe.recipeItemId !== null) used.add(recipe.recipeItemId);
  }
  const vendorPrice = new Map<number, number>();
  for (const source of data.itemSources) {
    if (source.sourceType !== SOURCE_TYPE_CODES.Vendor || source.priceCopper === null || !used.has(source.itemId)) continue;
    const known = vendorPrice.get(source.itemId);
    if (known === undefined || source.priceCopper < known) vendorPrice.set(source.itemId, source.priceCopper);
  }
  counts.item_refs = await bulkInsert(
    db,
    target('item_refs', {
      id: 'integer', name: 'jsonb', icon: 'text', quality: 'text', category: 'text', item_class: 'text', level: 'smallint',
      stack_size: 'integer', worth_copper: 'integer', vendor_price_copper: 'integer',
    }),
    data.items
      .filter((item) => used.has(item.id))
      .map((item) => ({
        id: item.id, name: item.name, icon: item.icon, quality: item.quality, category: item.category, item_class: item.itemClass,
        level: item.level, stack_size: item.stackSize, worth_copper: item.worthCopper, vendor_price_copper: vendorPrice.get(item.id) ?? null,
      })),
  );

  counts.recipes = await bulkInsert(
    db,
    target('recipes', {
      id: 'integer', name: 'jsonb', profession: 'text', tier: 'smallint', category: 'text', xp: 'integer',
      base_critical_chance: 'double precision', uses_shards: 'boolean', result_item_id: 'integer', result_quantity: 'integer',
      critical_result_item_id: 'integer', critical_result_quantity: 'integer', recipe_item_id: 'integer',
    }),
    data.recipes.map((r) => ({
      id: r.id, name: r.name, profession: r.profession, tier: r.tier, category: r.category, xp: r.xp,
      base_critical_chance: r.baseCriticalChance, uses_shards: r.usesShards, result_item_id: r.result.itemId,
      result_quantity: r.result.quantity, critical_result_item_id: r.criticalResult?.itemId ?? null,
      critical_result_quantity: r.criticalResult?.quantity ?? null, recipe_item_id: r.recipeItemId,
    })),
  );

  counts.recipe_ingredients = await bulkInsert(
    db,
    target('recipe_ingredients', {
      recipe_id: 'integer', position: 'smallint', item_id: 'integer', quantity: 'integer', optional: 'boolean',
      critical_chance_bonus: 'double precision',
    }),
    data.recipes.flatMap((r) =>
      r.ingredients.map((ingredient, index) => ({
        recipe_id: r.id, position: index + 1, item_id: ingredient.itemId, quantity: ingredient.quantity, optional: ingredient.optional,
        critical_chance_bonus: ingredient.criticalChanceBonus,
      })),
    ),
  );

  return counts;
}

/** Crafting's part of the dataset, for the seeding in @eoa/server-kit (at start: datasetSeedHook; the seed command: seedRunner). */
export const CRAFTING_SEED: DatasetSchemaSeed = {
  schema: CRAFTING_SCHEMA,
  kinds: CRAFTING_KINDS,
  tables: CRAFTING_TABLES,
  fill: seedCraftingSchema,
};
