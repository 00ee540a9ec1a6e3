// The recipe graph: recipes and the items they use and make, indexed once (by id, by result, by ingredient), and
// the rule choosing the recipe of an ingredient that several recipes make.
import type { RecipeChoiceReason } from '@eoa/contracts';
import { isExcludedShard, isOldName } from './materials.js';

/** What the rules read of an item. `name` is the English name. */
export interface GraphItem {
  id: number;
  name: string;
  itemClass: string;
  vendorPriceCopper: number | null;
}

export interface GraphIngredient {
  itemId: number;
  quantity: number;
  optional: boolean;
  criticalChanceBonus: number;
}

export interface GraphResult {
  itemId: number;
  quantity: number;
}

/** What the rules read of a recipe. `name` is the English name. */
export interface GraphRecipe {
  id: number;
  name: string;
  profession: string;
  tier: number;
  xp: number;
  baseCriticalChance: number;
  usesShards: boolean;
  ingredients: readonly GraphIngredient[];
  result: GraphResult;
  criticalResult: GraphResult | null;
}

/** The recipe chosen for an ingredient, why, and the other recipes making it (lowest tier first). */
export interface RecipeChoiceOf<R> {
  recipe: R;
  reason: RecipeChoiceReason;
  alternatives: R[];
}

/** The recipe that needs an ingredient: its profession and tier decide which recipes are within reach. */
export interface Requiring {
  profession: string;
  tier: number;
}

const byTierThenId = (a: GraphRecipe, b: GraphRecipe) => a.tier - b.tier || a.id - b.id;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Recipes and items indexed for trees, "used in" and the calculator. Built once per data version. */
export class CraftingGraph<R extends GraphRecipe = GraphRecipe, I extends GraphItem = GraphItem> {
  readonly recipes: readonly R[];
  private readonly recipesById = new Map<number, R>();
  private readonly itemsById = new Map<number, I>();
  /** Recipes whose normal result is the item, lowest tier first. */
  private readonly makersByItem = new Map<number, R[]>();
  /** Recipes whose normal or critical result is the item. */
  private readonly producersByItem = new Map<number, R[]>();
  private readonly usersByItem = new Map<number, R[]>();

  constructor(recipes: readonly R[], items: readonly I[]) {
    this.recipes = recipes;
    for (const item of items) this.itemsById.set(item.id, item);
    for (const recipe of recipes) {
      this.recipesById.set(recipe.id, recipe);
      push(this.makersByItem, recipe.result.itemId, recipe);
      push(this.producersByItem, recipe.result.itemId, recipe);
      if (recipe.criticalResult && recipe.criticalResult.itemId !== recipe.result.itemId) push(this.producersByItem, recipe.criticalResult.itemId, recipe);
      const seen = new Set<number>();
      for (const ingredient of recipe.ingredients) {
        if (seen.has(ingredient.itemId)) continue;
        seen.add(ingredient.itemId);
        push(this.usersByItem, ingredient.itemId, recipe);
      }
    }
    for (const list of this.makersByItem.values()) list.sort(byTierThenId);
    for (const list of this.producersByItem.values()) list.sort(byTierThenId);
  }

  recipe(id: number): R | undefined {
    return this.recipesById.get(id);
  }

  item(id: number): I | undefined {
    return this.itemsById.get(id);
  }

  /** Recipes whose normal result is the item, lowest tier first (the candidates of a tree node). */
  makers(itemId: number): readonly R[] {
    return this.makersByItem.get(itemId) ?? [];
  }

  /** Recipes whose normal or critical result is the item, lowest tier first ("made by"). */
  producers(itemId: number): readonly R[] {
    return this.producersByItem.get(itemId) ?? [];
  }

  /** Recipes with the item among their ingredients, optional ones included ("used in"). */
  usedIn(itemId: number): readonly R[] {
    return this.usersByItem.get(itemId) ?? [];
  }

  /** A superseded recipe: its name or its result's name ends "(Old)" (spec 2 §5, recipe list). */
  isOld(recipe: R): boolean {
    return isOldName(recipe.name) || isOldName(this.item(recipe.result.itemId)?.name);
  }

  /** The recipe uses a beryl, adamant, ruby or sapphire shard (its flag, or an ingredient so named). */
  usesShards(recipe: R): boolean {
    return recipe.usesShards || recipe.ingredients.some((i) => isExcludedShard(this.item(i.itemId)?.name ?? ''));
  }

  /**
   * The recipe making an ingredient of `requiring` (issue 10): among the recipes whose normal result is the item
   * ("(Old)" ones only when nothing else makes it), the lowest tier the requiring profession reaches — first the
   * requiring recipe's own profession up to its tier, then another profession up to that tier (the crafter is taken
   * to be as far there) — and when none is within reach, the lowest tier overall. Ties: the lowest id.
   * Undefined when no recipe makes the item.
   */
  choose(itemId: number, requiring: Requiring): RecipeChoiceOf<R> | undefined {
    const makers = this.makers(itemId);
    if (makers.length === 0) return undefined;
    const current = makers.filter((r) => !this.isOld(r));
    const pool = current.length > 0 ? current : makers;
    const within = (r: R) => r.tier <= requiring.tier;
    let recipe: R;
    let reason: RecipeChoiceReason;
    if (pool.length === 1) {
      recipe = pool[0]!;
      reason = 'only';
    } else {
      const reachable = pool.find((r) => r.profession === requiring.profession && within(r)) ?? pool.find(within);
      recipe = reachable ?? pool[0]!;
      reason = reachable ? 'lowestReachableTier' : 'lowestTier';
    }
    return { recipe, reason, alternatives: makers.filter((r) => r !== recipe) };
  }
}

export function createCraftingGraph<R extends GraphRecipe, I extends GraphItem>(recipes: readonly R[], items: readonly I[]): CraftingGraph<R, I> {
  return new CraftingGraph(recipes, items);
}
