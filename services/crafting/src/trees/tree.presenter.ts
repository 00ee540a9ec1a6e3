import type { LanguageCode, RecipeTree, RecipeTreeNode } from '@eoa/contracts';
import { criticalChance, summarizeRecipeTree, type CraftNode, type CraftTree } from '@eoa/game-rules';
import type { CraftingWorld, WorldRecipe } from '../world/crafting-world.js';

/** A tree of the rules (ids and numbers) as the API answers it in `lang`, with its summary for one craft. */
export function presentTree(world: CraftingWorld, tree: CraftTree<WorldRecipe>, lang: LanguageCode): RecipeTree {
  const node = (n: CraftNode<WorldRecipe>): RecipeTreeNode => ({
    ...world.item(n.itemId, lang),
    quantity: n.quantity,
    totalQuantity: n.totalQuantity,
    optional: n.optional,
    criticalChanceBonus: n.criticalChanceBonus,
    hidden: n.hidden,
    source: n.source,
    requiredProfession: n.requiredProfession,
    requiredProfessionName: n.requiredProfession === null ? null : world.professionName(n.requiredProfession, lang),
    vendorPriceCopper: n.vendorPriceCopper,
    recipe: n.recipe ? world.ref(n.recipe, lang) : null,
    choice: n.choice ? { ...n.choice, alternatives: n.choice.alternatives.map((r) => world.ref(r, lang)) } : null,
    crafts: n.crafts,
    cycle: n.cycle,
    dependencies: n.dependencies.map(node),
  });
  const recipe = world.recipe(tree.recipe, lang);
  const dependencies = tree.dependencies.map(node);
  return {
    recipe,
    dependencies,
    results: {
      normal: recipe.result,
      critical: recipe.criticalResult,
      baseCriticalChance: recipe.baseCriticalChance,
      criticalChanceWithOptionals: criticalChance(recipe.baseCriticalChance, recipe.ingredients, true),
    },
    summary: summarizeRecipeTree({ recipe, dependencies }, 1),
    depth: tree.depth,
  };
}
