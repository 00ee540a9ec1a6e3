// A small hand-made crafting world for the tests: a sword from ingots and leather, bread from flour and barley.
import type { RecipeTree, RecipeTreeNode } from '@eoa/contracts';
import type { CraftNode, CraftTree } from '../crafting/expand.js';
import { createCraftingGraph, type GraphItem, type GraphRecipe } from '../crafting/graph.js';

export const item = (id: number, name: string, itemClass: string, vendorPriceCopper: number | null = null): GraphItem => ({ id, name, itemClass, vendorPriceCopper });

export const ITEMS = {
  ore: item(1, 'Copper Ore', 'ORE'),
  coal: item(2, 'Coal', 'VENDOR_SUPPLY', 20),
  ingot: item(3, 'Bronze Ingot', 'INGOT'),
  flux: item(6, 'Coarse Flux', 'CRITICAL_INGREDIENT', 50),
  sword: item(7, 'Bronze Sword', 'ONE_HANDED_SWORD'),
  masterwork: item(8, 'Bronze Sword (Masterwork)', 'ONE_HANDED_SWORD'),
  hide: item(9, 'Light Hide', 'HIDE'),
  leather: item(10, 'Light Leather', 'LEATHER'),
  salt: item(11, 'Salt', 'VENDOR_SUPPLY', 12),
  water: item(12, 'Water', 'VENDOR_SUPPLY', 4),
  seed: item(13, 'Barley Seed', 'VENDOR_SUPPLY', 36),
  barley: item(14, 'Barley', 'CROP'),
  flour: item(15, 'Barley Flour', 'PROCESSED_CROP'),
  bread: item(16, 'Barley Bread', 'FOOD'),
} as const;

type Ing = [GraphItem, number, boolean?, number?];
export function recipe(
  id: number, name: string, profession: string, tier: number, xp: number, ingredients: Ing[], result: [GraphItem, number],
  critical: [GraphItem, number] | null = null, baseCriticalChance = 0, usesShards = false,
): GraphRecipe {
  return {
    id, name, profession, tier, xp, baseCriticalChance, usesShards,
    ingredients: ingredients.map(([i, quantity, optional = false, bonus = 0]) => ({ itemId: i.id, quantity, optional, criticalChanceBonus: bonus })),
    result: { itemId: result[0].id, quantity: result[1] },
    criticalResult: critical ? { itemId: critical[0].id, quantity: critical[1] } : null,
  };
}

const I = ITEMS;
export const RECIPES = {
  ingot: recipe(1, 'Bronze Ingot', 'prospector', 1, 12, [[I.ore, 2], [I.coal, 1]], [I.ingot, 1], [I.ingot, 2], 10),
  leather: recipe(3, 'Light Leather', 'forester', 1, 12, [[I.hide, 2], [I.salt, 1]], [I.leather, 1], [I.leather, 2], 10),
  sword: recipe(4, 'Bronze Sword', 'weaponsmith', 1, 24, [[I.ingot, 3], [I.leather, 1], [I.coal, 1], [I.flux, 1, true, 20]], [I.sword, 1], [I.masterwork, 1], 5),
  barley: recipe(5, 'Barley', 'farmer', 1, 10, [[I.seed, 1], [I.water, 1]], [I.barley, 4], [I.barley, 6], 15),
  flour: recipe(6, 'Barley Flour', 'farmer', 1, 10, [[I.barley, 2]], [I.flour, 1]),
  bread: recipe(7, 'Barley Bread', 'cook', 1, 16, [[I.flour, 1], [I.barley, 1], [I.water, 1]], [I.bread, 2]),
} as const;

export const world = () => createCraftingGraph(Object.values(RECIPES), Object.values(ITEMS));

const PROFESSION_NAMES: Record<string, string> = {
  prospector: 'Schürfer', forester: 'Förster', weaponsmith: 'Waffenschmied', farmer: 'Bauer', cook: 'Koch',
};

/** The rules' tree dressed as the API answers it (names as "de: <English>", professions in German). */
export function asApiTree(tree: CraftTree): Pick<RecipeTree, 'recipe' | 'dependencies'> {
  const ref = (r: GraphRecipe) => ({
    id: r.id, name: r.name, localizedName: `de: ${r.name}`, profession: r.profession, professionName: PROFESSION_NAMES[r.profession]!, tier: r.tier,
    xp: r.xp, baseCriticalChance: r.baseCriticalChance,
    result: { itemId: r.result.itemId, name: '', localizedName: '', icon: '', quality: 'common', quantity: r.result.quantity },
    criticalResult: null,
  });
  const names = new Map(Object.values(ITEMS).map((i) => [i.id, i.name]));
  const node = (n: CraftNode): RecipeTreeNode => ({
    itemId: n.itemId, name: names.get(n.itemId)!, localizedName: `de: ${names.get(n.itemId)}`, icon: `icon-${n.itemId}`, quality: 'common',
    quantity: n.quantity, totalQuantity: n.totalQuantity, optional: n.optional, criticalChanceBonus: n.criticalChanceBonus, hidden: n.hidden,
    source: n.source, requiredProfession: n.requiredProfession,
    requiredProfessionName: n.requiredProfession ? PROFESSION_NAMES[n.requiredProfession]! : null,
    vendorPriceCopper: n.vendorPriceCopper, recipe: n.recipe ? ref(n.recipe) : null,
    choice: n.choice ? { ...n.choice, alternatives: n.choice.alternatives.map(ref) } : null,
    crafts: n.crafts, cycle: n.cycle, dependencies: n.dependencies.map(node),
  });
  const r = tree.recipe;
  return {
    recipe: {
      id: r.id, name: r.name, localizedName: `de: ${r.name}`, profession: r.profession, professionName: PROFESSION_NAMES[r.profession]!, tier: r.tier,
      category: 'Weapons', xp: r.xp, baseCriticalChance: r.baseCriticalChance, usesShards: r.usesShards, ingredients: [],
      result: { itemId: r.result.itemId, name: '', localizedName: '', icon: '', quality: 'common', quantity: r.result.quantity },
      criticalResult: null, recipeItemId: null,
    },
    dependencies: tree.dependencies.map(node),
  };
}
