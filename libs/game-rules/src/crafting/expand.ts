// A recipe's crafting-chain tree: every ingredient down to what is not crafted, with the recipe chosen for each
// crafted ingredient, its origin and profession; a recipe cycle is cut where an item repeats on its own path.
import type { RecipeChoice, RecipeItem, RecipeTreeNode } from '@eoa/contracts';
import type { CraftingGraph, GraphItem, GraphRecipe } from './graph.js';
import { GATHERING_PROFESSIONS, isAlwaysHiddenItem, itemOrigin } from './materials.js';

export interface CraftChoice<R> extends Omit<RecipeChoice, 'alternatives'> {
  alternatives: R[];
}

/**
 * A node of a tree as the rules build it: the API's RecipeTreeNode without the display data (names, icons,
 * qualities, profession names — the service adds them per language), holding the rules' own recipes.
 */
export interface CraftNode<R extends GraphRecipe = GraphRecipe>
  extends Omit<RecipeTreeNode, keyof RecipeItem | 'requiredProfessionName' | 'recipe' | 'choice' | 'dependencies'> {
  itemId: number;
  recipe: R | null;
  choice: CraftChoice<R> | null;
  dependencies: CraftNode<R>[];
}

export interface CraftTree<R extends GraphRecipe = GraphRecipe> {
  recipe: R;
  dependencies: CraftNode<R>[];
  /** Levels of nodes below the recipe (0 without ingredients). */
  depth: number;
}

/**
 * Expands a recipe into its tree for one craft. Each crafted ingredient uses the recipe `graph.choose` picks for
 * the recipe needing it; an ingredient whose item already appears on its own path (the tree's result included) is
 * marked `cycle` and not expanded, so a cyclic recipe graph ends. Optional ingredients are expanded too (the page
 * shows them on demand); the summary decides whether they count.
 */
export function expandRecipe<R extends GraphRecipe, I extends GraphItem>(graph: CraftingGraph<R, I>, recipe: R): CraftTree<R> {
  let depth = 0;
  const path = new Set<number>([recipe.result.itemId]);

  const expand = (parent: R, parentCrafts: number, level: number): CraftNode<R>[] => {
    if (parent.ingredients.length > 0) depth = Math.max(depth, level);
    return parent.ingredients.map((ingredient) => {
      const item = graph.item(ingredient.itemId);
      const chosen = graph.choose(ingredient.itemId, parent);
      const totalQuantity = parentCrafts * ingredient.quantity;
      const cycle = chosen !== undefined && path.has(ingredient.itemId);
      const node: CraftNode<R> = {
        itemId: ingredient.itemId,
        quantity: ingredient.quantity,
        totalQuantity,
        optional: ingredient.optional,
        criticalChanceBonus: ingredient.criticalChanceBonus,
        hidden: isAlwaysHiddenItem(item?.name ?? ''),
        source: itemOrigin(item, chosen !== undefined),
        requiredProfession: chosen ? chosen.recipe.profession : (GATHERING_PROFESSIONS[item?.itemClass ?? ''] ?? null),
        vendorPriceCopper: item?.vendorPriceCopper ?? null,
        recipe: chosen?.recipe ?? null,
        choice: chosen
          ? { reason: chosen.reason, requiringProfession: parent.profession, requiringTier: parent.tier, alternatives: chosen.alternatives }
          : null,
        crafts: 0,
        cycle,
        dependencies: [],
      };
      if (chosen && !cycle) {
        node.crafts = Math.ceil(totalQuantity / chosen.recipe.result.quantity);
        path.add(ingredient.itemId);
        node.dependencies = expand(chosen.recipe, node.crafts, level + 1);
        path.delete(ingredient.itemId);
      }
      return node;
    });
  };

  const dependencies = expand(recipe, 1, 1);
  return { recipe, dependencies, depth };
}
