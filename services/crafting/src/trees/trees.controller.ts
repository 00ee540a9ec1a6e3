import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RecipeTreeSchema, ShoppingListRequestSchema, ShoppingListSchema, type LanguageCode, type RecipeTree, type ShoppingList } from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, IdParam, Lang, zodDto } from '@eoa/server-kit';
import { TreesService } from './trees.service.js';

class ShoppingListBody extends zodDto(ShoppingListRequestSchema) {}

@ApiTags('trees')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('recipe')
export class TreesController {
  constructor(private readonly trees: TreesService) {}

  @Post('shopping-list')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Several recipes with their counts: what to gather, buy and craft for all of them',
    description:
      'ShoppingList { entries: { recipe, count }[], summary: RecipeTreeSummary } — intermediates shared by several recipes are crafted for their sum, rounded up once; raw materials carry their source (gathered with the gathering profession, vendor with the price, dropped).',
  })
  @ApiBody({ type: ShoppingListBody })
  @ApiAnswer(200, ShoppingListSchema)
  @ApiBadRequestResponse({ description: 'no entries or more than 50, a recipe id or count out of range, an unknown property' })
  @ApiNotFoundResponse({ description: 'a recipe id no recipe has' })
  shoppingList(@Body() body: ShoppingListBody, @Lang() lang: LanguageCode): Promise<ShoppingList> {
    return this.trees.shoppingList(body, lang);
  }

  @Get(':id/tree')
  @ApiOperation({
    summary: "A recipe's crafting-chain tree down to raw materials, with the material summary for one craft",
    description:
      'RecipeTree { recipe, dependencies: RecipeTreeNode[] (itemId, names, icon, quality, quantity, totalQuantity, optional, hidden (coal, wax), source gathered/vendor/crafted/dropped, requiredProfession, recipe and choice (why this recipe when several make the item), crafts, cycle, nested dependencies), results (normal, critical, chances), summary (rawMaterials, processedMaterials, optionalMaterials, directRequirements, requiredProfessions, totalXP, estimatedTimeMinutes, vendorCostCopper), depth }.',
  })
  @ApiAnswer(200, RecipeTreeSchema)
  @ApiNotFoundResponse({ description: 'no recipe with this id' })
  tree(@IdParam() id: number, @Lang() lang: LanguageCode): Promise<RecipeTree> {
    return this.trees.tree(id, lang);
  }
}
