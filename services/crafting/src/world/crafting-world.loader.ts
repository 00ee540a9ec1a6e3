import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Localized, RecipeCategory } from '@eoa/contracts';
import type { ProfessionRecord } from '@eoa/dataset';
import type { GraphIngredient, GraphResult } from '@eoa/game-rules';

/** The crafting data as stored, every name in all four languages (what Redis keeps; presented per language). */
export interface RawItem {
  id: number;
  name: Localized;
  icon: string;
  quality: string;
  itemClass: string;
  vendorPriceCopper: number | null;
}

export interface RawRecipe {
  id: number;
  name: Localized;
  profession: string;
  tier: number;
  category: RecipeCategory;
  xp: number;
  baseCriticalChance: number;
  usesShards: boolean;
  ingredients: GraphIngredient[];
  result: GraphResult;
  criticalResult: GraphResult | null;
  recipeItemId: number | null;
}

export interface RawProfession {
  id: string;
  name: Localized;
  kind: ProfessionRecord['kind'];
  tiers: ProfessionRecord['tiers'];
}

export interface RawWorld {
  recipes: RawRecipe[];
  items: RawItem[];
  professions: RawProfession[];
}

interface RecipeRow {
  id: number;
  name: Localized;
  profession: string;
  tier: number;
  category: RecipeCategory;
  xp: number;
  base_critical_chance: number;
  uses_shards: boolean;
  result_item_id: number;
  result_quantity: number;
  critical_result_item_id: number | null;
  critical_result_quantity: number | null;
  recipe_item_id: number | null;
}

interface IngredientRow {
  recipe_id: number;
  item_id: number;
  quantity: number;
  optional: boolean;
  critical_chance_bonus: number;
}

interface ItemRow {
  id: number;
  name: Localized;
  icon: string;
  quality: string;
  item_class: string;
  vendor_price_copper: number | null;
}

/** Reads the whole crafting world (recipes with their ingredients in order, the items they name, professions) in four queries. */
@Injectable()
export class CraftingWorldLoader {
  constructor(private readonly dataSource: DataSource) {}

  async load(): Promise<RawWorld> {
    const [recipes, ingredients, items, professions] = await Promise.all([
      this.dataSource.query<RecipeRow[]>(
        `SELECT id, name, profession, tier, category, xp, base_critical_chance, uses_shards, result_item_id, result_quantity,
                critical_result_item_id, critical_result_quantity, recipe_item_id
           FROM crafting.recipes ORDER BY id`,
      ),
      this.dataSource.query<IngredientRow[]>(
        'SELECT recipe_id, item_id, quantity, optional, critical_chance_bonus FROM crafting.recipe_ingredients ORDER BY recipe_id, position',
      ),
      this.dataSource.query<ItemRow[]>('SELECT id, name, icon, quality, item_class, vendor_price_copper FROM crafting.item_refs ORDER BY id'),
      this.dataSource.query<RawProfession[]>('SELECT id, name, kind, tiers FROM crafting.professions ORDER BY id'),
    ]);
    const byRecipe = new Map<number, GraphIngredient[]>();
    for (const row of ingredients) {
      const list = byRecipe.get(row.recipe_id) ?? [];
      list.push({ itemId: row.item_id, quantity: row.quantity, optional: row.optional, criticalChanceBonus: row.critical_chance_bonus });
      byRecipe.set(row.recipe_id, list);
    }
    return {
      recipes: recipes.map((row) => ({
        id: row.id, name: row.name, profession: row.profession, tier: row.tier, category: row.category, xp: row.xp,
        baseCriticalChance: row.base_critical_chance, usesShards: row.uses_shards, ingredients: byRecipe.get(row.id) ?? [],
        result: { itemId: row.result_item_id, quantity: row.result_quantity },
        criticalResult: row.critical_result_item_id === null ? null : { itemId: row.critical_result_item_id, quantity: row.critical_result_quantity ?? 1 },
        recipeItemId: row.recipe_item_id,
      })),
      items: items.map((row) => ({
        id: row.id, name: row.name, icon: row.icon, quality: row.quality, itemClass: row.item_class, vendorPriceCopper: row.vendor_price_copper,
      })),
      professions,
    };
  }
}
