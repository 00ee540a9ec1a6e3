import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { LanguageCode, OptimalPath, OptimalPathQuerySchema, OptimalPathRecipe, OptimalPathTier } from '@eoa/contracts';
import { calculatorCostCopper, craftsNeeded, maxXp, summarizeRecipeTree, summarizeRecipeTrees, tierSpans, type TierPoints } from '@eoa/game-rules';
import { DataCache, InvalidRequestException } from '@eoa/server-kit';
import { TreesService } from '../trees/trees.service.js';
import { CraftingWorldService } from '../world/crafting-world.service.js';
import { professionKey } from '../world/profession-key.js';

/** GET /recipe/optimal-path's query as parsed (numbers read, the profession key trimmed). */
type OptimalPathQuery = z.output<typeof OptimalPathQuerySchema>;

/** Fractions (efficiency, exact costs) to 4 decimals: enough to compare, free of float noise. */
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** GET /recipe/optimal-path: per tier the recommended recipes, crafts needed and materials. */
@Injectable()
export class OptimalPathService {
  constructor(
    private readonly worlds: CraftingWorldService,
    private readonly trees: TreesService,
    private readonly cache: DataCache,
  ) {}

  async path(query: OptimalPathQuery, lang: LanguageCode): Promise<OptimalPath> {
    const world = await this.worlds.world();
    const profession = professionKey(world, query.profession);
    const tiers: TierPoints[] = world.profession(profession)!.tiers;
    const max = maxXp(tiers);
    // The end of the scale is the profession's (its tiers' points), so it is checked here, not by the query's schema.
    for (const field of ['currentXP', 'targetXP'] as const) {
      if (query[field] > max) throw new InvalidRequestException([{ path: field, code: 'field.integerRange', params: { field, min: 0, max } }]);
    }
    if (query.targetXP < query.currentXP) {
      throw new InvalidRequestException([{ path: 'targetXP', code: 'field.notBelow', params: { field: 'targetXP', other: 'currentXP' } }]);
    }
    const { currentXP, targetXP } = query;
    return this.cache.getOrLoad(`path:${lang}:${profession}:${currentXP}:${targetXP}`, async () => {
      const tierNames = world.professions(lang).find((p) => p.key === profession)!.tiers;
      const spans = await Promise.all(
        tierSpans(currentXP, targetXP, tiers).map(async (span): Promise<OptimalPathTier> => {
          const recipes = await Promise.all(
            world.recommended(profession, span.tier).map(async (ranked): Promise<OptimalPathRecipe> => {
              const tree = await this.trees.tree(ranked.recipe.id, lang);
              const crafts = craftsNeeded(span.points, ranked.recipe.xp);
              return {
                recipe: tree.recipe,
                efficiency: round4(ranked.efficiency),
                materialCostUnits: round4(ranked.materialCostUnits),
                vendorCostPerCraftCopper: round4(ranked.vendorCostPerCraftCopper),
                craftsNeeded: crafts,
                calculatorCostCopper: calculatorCostCopper(crafts),
                summary: summarizeRecipeTree(tree, crafts),
              };
            }),
          );
          return {
            tier: span.tier,
            tierName: tierNames.find((t) => t.tier === span.tier)?.name ?? String(span.tier),
            fromXP: span.fromXp,
            toXP: span.toXp,
            pointsNeeded: span.points,
            segments: span.segments,
            recipes,
          };
        }),
      );
      const chosen = await Promise.all(
        spans.filter((t) => t.recipes.length > 0).map(async (t) => ({ tree: await this.trees.tree(t.recipes[0]!.recipe.id, lang), crafts: t.recipes[0]!.craftsNeeded })),
      );
      const crafts = chosen.reduce((sum, c) => sum + c.crafts, 0);
      return {
        profession,
        professionName: world.professionName(profession, lang),
        currentXP,
        targetXP,
        pointsNeeded: targetXP - currentXP,
        maxXP: max,
        tiers: spans,
        totals: { crafts, calculatorCostCopper: calculatorCostCopper(crafts), summary: summarizeRecipeTrees(chosen) },
      };
    });
  }
}
