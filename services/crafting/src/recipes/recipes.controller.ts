import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ItemRecipesSchema, RecipeListQuerySchema, RecipeListSchema, RecipeSchema, type ItemRecipes, type LanguageCode, type Recipe, type RecipeList } from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, IdParam, Lang, zodDto } from '@eoa/server-kit';
import { RecipesService } from './recipes.service.js';

class RecipeListQuery extends zodDto(RecipeListQuerySchema) {}

@ApiTags('recipes')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('recipe')
export class RecipesController {
  constructor(private readonly recipes: RecipesService) {}

  @Get()
  @ApiOperation({
    summary: 'Recipes by name, profession, tier, category and ingredient, a page at a time',
    description:
      'RecipeList { recipes: Recipe[], totalCount, page, pageSize, totalPages }. Recipes whose name or result name ends "(Old)" are dropped; sorted by profession name, tier descending, then name (request language). search looks through the recipe\'s and its results\' names, ingredientSearch through the ingredients\' names, both in every language, any case and accents.',
  })
  @ApiAnswer(200, RecipeListSchema)
  @ApiBadRequestResponse({ description: 'unknown profession, tier not 1–5, unknown category, page or pageSize out of range, text too long, unknown parameter' })
  list(@Query() query: RecipeListQuery, @Lang() lang: LanguageCode): Promise<RecipeList> {
    return this.recipes.list(query, lang);
  }

  @Get('used-in/:itemId')
  @ApiOperation({ summary: 'The recipes that use an item, and those that make it', description: 'ItemRecipes { item, usedIn: Recipe[], madeBy: Recipe[] } — "(Old)" recipes dropped, in the list\'s order.' })
  @ApiAnswer(200, ItemRecipesSchema)
  @ApiNotFoundResponse({ description: 'no recipe uses or makes this item' })
  usedIn(@IdParam('itemId') itemId: number, @Lang() lang: LanguageCode): Promise<ItemRecipes> {
    return this.recipes.usedIn(itemId, lang);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One recipe', description: 'Recipe (spec 2 §3): ingredients, result and critical result with names in English and the request language.' })
  @ApiAnswer(200, RecipeSchema)
  @ApiNotFoundResponse({ description: 'no recipe with this id' })
  recipe(@IdParam() id: number, @Lang() lang: LanguageCode): Promise<Recipe> {
    return this.recipes.recipe(id, lang);
  }
}
