import { HttpStatus, Injectable } from '@nestjs/common';
import type { LanguageCode, RecipeTree, ShoppingList, ShoppingListRequest } from '@eoa/contracts';
import { expandRecipe, summarizeRecipeTrees } from '@eoa/game-rules';
import { DataCache, ProblemException } from '@eoa/server-kit';
import { CraftingWorldService } from '../world/crafting-world.service.js';
import { presentTree } from './tree.presenter.js';

/** GET /recipe/{id}/tree and POST /recipe/shopping-list; trees for the calculator. */
@Injectable()
export class TreesService {
  constructor(
    private readonly worlds: CraftingWorldService,
    private readonly cache: DataCache,
  ) {}

  /** A recipe's tree in `lang`, from Redis when it was computed before (404 for an unknown recipe, never cached). */
  async tree(id: number, lang: LanguageCode): Promise<RecipeTree> {
    const world = await this.worlds.world();
    const recipe = world.graph.recipe(id);
    if (!recipe) throw new ProblemException(HttpStatus.NOT_FOUND, 'crafting.recipeNotFound', { id });
    return this.cache.getOrLoad(`tree:${lang}:${id}`, async () => presentTree(world, expandRecipe(world.graph, recipe), lang));
  }

  /** Several recipes with their counts: one summary, shared intermediates rounded up once; a recipe given twice counts the sum. */
  async shoppingList(body: ShoppingListRequest, lang: LanguageCode): Promise<ShoppingList> {
    const counts = new Map<number, number>();
    for (const { recipeId, count } of body.entries) counts.set(recipeId, (counts.get(recipeId) ?? 0) + count);
    const entries = await Promise.all([...counts].map(async ([id, count]) => ({ tree: await this.tree(id, lang), count })));
    return {
      entries: entries.map(({ tree, count }) => ({ recipe: tree.recipe, count })),
      summary: summarizeRecipeTrees(entries.map(({ tree, count }) => ({ tree, crafts: count })), { includeOptional: body.includeOptional ?? false }),
    };
  }
}
