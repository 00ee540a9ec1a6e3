import { HttpStatus, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { foldText, type ItemRecipes, type LanguageCode, type Recipe, type RecipeList, type RecipeListQuerySchema } from '@eoa/contracts';
import { ProblemException } from '@eoa/server-kit';
import { CraftingWorldService } from '../world/crafting-world.service.js';
import { professionKey } from '../world/profession-key.js';

/** GET /recipe's query as parsed: paging filled in, codes in their spelling. */
type RecipeListQuery = z.output<typeof RecipeListQuerySchema>;

/** GET /recipe, /recipe/{id}, /recipe/used-in/{itemId}. */
@Injectable()
export class RecipesService {
  constructor(private readonly worlds: CraftingWorldService) {}

  async list(query: RecipeListQuery, lang: LanguageCode): Promise<RecipeList> {
    const world = await this.worlds.world();
    const profession = query.profession ? professionKey(world, query.profession) : undefined;
    const category = query.category && query.category !== 'All' ? query.category : undefined;
    const search = query.search ? foldText(query.search) : '';
    const ingredient = query.ingredientSearch ? foldText(query.ingredientSearch) : '';
    const matches = world.listable(lang).filter(
      (r) =>
        (profession === undefined || r.profession === profession) &&
        (query.tier === undefined || r.tier === query.tier) &&
        (category === undefined || r.category === category) &&
        (!search || world.haystack(r).names.includes(search)) &&
        (!ingredient || world.haystack(r).ingredients.includes(ingredient)),
    );
    const { page, pageSize } = query;
    const start = (page - 1) * pageSize;
    return {
      recipes: matches.slice(start, start + pageSize).map((r) => world.recipe(r, lang)),
      totalCount: matches.length,
      page,
      pageSize,
      totalPages: Math.ceil(matches.length / pageSize),
    };
  }

  async recipe(id: number, lang: LanguageCode): Promise<Recipe> {
    const world = await this.worlds.world();
    const recipe = world.graph.recipe(id);
    if (!recipe) throw new ProblemException(HttpStatus.NOT_FOUND, 'crafting.recipeNotFound', { id });
    return world.recipe(recipe, lang);
  }

  /** Recipes using an item and recipes making it ("(Old)" dropped, in the list's order); 404 when no recipe names it. */
  async usedIn(itemId: number, lang: LanguageCode): Promise<ItemRecipes> {
    const world = await this.worlds.world();
    if (!world.graph.item(itemId)) throw new ProblemException(HttpStatus.NOT_FOUND, 'crafting.itemInNoRecipe', { id: itemId });
    return {
      item: world.item(itemId, lang),
      usedIn: world.sortForList(world.graph.usedIn(itemId), lang).map((r) => world.recipe(r, lang)),
      madeBy: world.sortForList(world.graph.producers(itemId), lang).map((r) => world.recipe(r, lang)),
    };
  }
}
