// The material summary of the API's trees (RecipeTree) for any multiplier: what the crafting service answers in
// a tree's `summary` and what the crafting page recomputes when the multiplier or the selection changes.
import type {
  DirectRequirementTotal, MaterialTotal, ProcessedMaterialTotal, Recipe, RecipeTreeNode, RecipeTreeSummary, RequiredProfession,
} from '@eoa/contracts';
import { summarizeCrafts, type Counted, type SummaryOptions } from './summary.js';

/** A tree as the API gives it: its recipe and its nodes (RecipeTree, or a part of one). */
export interface RecipeTreeLike {
  recipe: Pick<Recipe, 'id' | 'profession' | 'professionName' | 'tier' | 'xp'>;
  dependencies: readonly RecipeTreeNode[];
}

function material(node: RecipeTreeNode, quantity: number): MaterialTotal {
  return {
    itemId: node.itemId, name: node.name, localizedName: node.localizedName, icon: node.icon, quality: node.quality, quantity,
    source: node.source, requiredProfession: node.requiredProfession, requiredProfessionName: node.requiredProfessionName,
    vendorPriceCopper: node.vendorPriceCopper, hidden: node.hidden,
  };
}

function byItem(map: Map<number, Counted<RecipeTreeNode>>): Record<string, MaterialTotal> {
  const out: Record<string, MaterialTotal> = {};
  for (const [itemId, { node, quantity }] of map) out[itemId] = material(node, quantity);
  return out;
}

/** Profession key → its name, from every place the trees name one. */
function professionNames(entries: readonly { tree: RecipeTreeLike }[]): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (nodes: readonly RecipeTreeNode[]) => {
    for (const node of nodes) {
      if (node.requiredProfession && node.requiredProfessionName) names.set(node.requiredProfession, node.requiredProfessionName);
      if (node.recipe) names.set(node.recipe.profession, node.recipe.professionName);
      walk(node.dependencies);
    }
  };
  for (const { tree } of entries) {
    names.set(tree.recipe.profession, tree.recipe.professionName);
    walk(tree.dependencies);
  }
  return names;
}

/**
 * The summary of trees for their crafts (spec 2 §3): raw and processed materials, optional ingredients, direct
 * requirements, professions, XP, time and vendor cost in copper. One tree with crafts = the multiplier is the
 * recipe breakdown; several are a shopping list or the calculator's totals.
 */
export function summarizeRecipeTrees(entries: readonly { tree: RecipeTreeLike; crafts: number }[], options: SummaryOptions = {}): RecipeTreeSummary {
  const totals = summarizeCrafts<RecipeTreeNode>(entries, options);
  const names = professionNames(entries);
  const processed: Record<string, ProcessedMaterialTotal> = {};
  for (const [itemId, p] of totals.processed) {
    processed[itemId] = { ...material(p.node, p.quantity), recipeId: p.recipeId, crafts: p.crafts, produced: p.produced };
  }
  const requiredProfessions: RequiredProfession[] = [...totals.professions]
    .map(([profession, tier]) => ({ profession, name: names.get(profession) ?? profession, tier }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const directRequirements: DirectRequirementTotal[] = totals.direct.map(({ node, quantity }) => ({
    ...material(node, quantity), optional: node.optional, criticalChanceBonus: node.criticalChanceBonus,
  }));
  return {
    crafts: totals.crafts,
    totalCrafts: totals.totalCrafts,
    rawMaterials: byItem(totals.raw),
    processedMaterials: processed,
    optionalMaterials: byItem(totals.optional),
    directRequirements,
    requiredProfessions,
    totalXP: totals.totalXP,
    estimatedTimeMinutes: totals.estimatedTimeMinutes,
    vendorCostCopper: totals.vendorCostCopper,
  };
}

/** The summary of one tree for `crafts` crafts (the multiplier). */
export function summarizeRecipeTree(tree: RecipeTreeLike, crafts = 1, options: SummaryOptions = {}): RecipeTreeSummary {
  return summarizeRecipeTrees([{ tree, crafts }], options);
}
