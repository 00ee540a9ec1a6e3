// The calculator's recommendations (spec 2 §5): which recipes of a profession and tier to craft, best first.
import { DISTINCT_XP_WITHIN, EFFICIENCY_BAND, MAX_RECOMMENDED_PER_TIER } from './constants.js';
import { expandRecipe } from './expand.js';
import type { CraftingGraph, GraphItem, GraphRecipe } from './graph.js';
import { rawUnits, summarizeCrafts } from './summary.js';

/** Never recommended (spec 2 §5): no XP, superseded ("(Old)"), or using a beryl, adamant, ruby or sapphire shard. */
export function isRecommendable<R extends GraphRecipe, I extends GraphItem>(graph: CraftingGraph<R, I>, recipe: R): boolean {
  return recipe.xp > 0 && !graph.isOld(recipe) && !graph.usesShards(recipe);
}

export interface RecipeCost<R> {
  recipe: R;
  /** Raw material units of one craft, intermediate crafts exact (fractions kept), optional ingredients left out. */
  materialCostUnits: number;
  /** Vendor cost of one craft in copper, exact. */
  vendorCostPerCraftCopper: number;
}

export interface RankedRecipe<R> extends RecipeCost<R> {
  /** xp / materialCostUnits (a recipe without materials counts cost 1). */
  efficiency: number;
}

/** What one craft of a recipe costs in raw material units and vendor copper, its tree expanded exactly. */
export function recipeCost<R extends GraphRecipe, I extends GraphItem>(graph: CraftingGraph<R, I>, recipe: R): RecipeCost<R> {
  const totals = summarizeCrafts([{ tree: expandRecipe(graph, recipe), crafts: 1 }], { exact: true });
  return { recipe, materialCostUnits: rawUnits(totals), vendorCostPerCraftCopper: totals.vendorCostCopper };
}

/** XP per unit of material cost. */
export function efficiencyOf(xp: number, materialCostUnits: number): number {
  return xp / (materialCostUnits > 0 ? materialCostUnits : 1);
}

/**
 * Best first: by efficiency band (the same EFFICIENCY_BAND of the best efficiency counts as equal), then XP per
 * craft (fewer crafts), then vendor cost per craft, then name, then id.
 */
export function rankRecipes<R extends { id: number; name: string; xp: number }>(costs: readonly RecipeCost<R>[]): RankedRecipe<R>[] {
  const ranked = costs.map((c) => ({ ...c, efficiency: efficiencyOf(c.recipe.xp, c.materialCostUnits) }));
  const best = Math.max(0, ...ranked.map((r) => r.efficiency));
  const band = (efficiency: number) => (best > 0 ? Math.floor((1 - efficiency / best) / EFFICIENCY_BAND + 1e-9) : 0);
  return ranked.sort(
    (a, b) =>
      band(a.efficiency) - band(b.efficiency) ||
      b.recipe.xp - a.recipe.xp ||
      a.vendorCostPerCraftCopper - b.vendorCostPerCraftCopper ||
      a.recipe.name.localeCompare(b.recipe.name) ||
      a.recipe.id - b.recipe.id,
  );
}

/** The first recipes of a ranking whose XP differ by more than DISTINCT_XP_WITHIN from those before; at most 3. */
export function pickDistinctXp<T extends { recipe: { xp: number } }>(ranked: readonly T[], max = MAX_RECOMMENDED_PER_TIER): T[] {
  const picked: T[] = [];
  for (const candidate of ranked) {
    if (picked.length >= max) break;
    if (picked.some((p) => Math.abs(p.recipe.xp - candidate.recipe.xp) <= DISTINCT_XP_WITHIN)) continue;
    picked.push(candidate);
  }
  return picked;
}

/** The recommended recipes of a profession's tier, best first (at most 3, distinct XP). */
export function recommendRecipes<R extends GraphRecipe, I extends GraphItem>(graph: CraftingGraph<R, I>, profession: string, tier: number): RankedRecipe<R>[] {
  const candidates = graph.recipes.filter((r) => r.profession === profession && r.tier === tier && isRecommendable(graph, r));
  return pickDistinctXp(rankRecipes(candidates.map((r) => recipeCost(graph, r))));
}
