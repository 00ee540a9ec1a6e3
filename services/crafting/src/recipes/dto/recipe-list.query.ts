import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  CRAFTING_TIERS, MAX_PAGE_NUMBER, RECIPE_CATEGORY_FILTERS, RECIPE_MAX_PAGE_SIZE, RECIPE_PAGE_SIZE, RECIPE_SEARCH_MAX_LENGTH,
  type RecipeCategoryFilter, type RecipeListQuery as RecipeListQueryContract,
} from '@eoa/contracts';
import { canonical, toInt, trimmed } from '@eoa/server-kit';
import { PROFESSION_KEY_MAX_LENGTH } from '../../world/profession-key.js';

const TIER = `tier must be an integer from 1 to ${CRAFTING_TIERS.length}`;
const PAGE = `page must be an integer from 1 to ${MAX_PAGE_NUMBER}`;
const PAGE_SIZE = `pageSize must be an integer from 1 to ${RECIPE_MAX_PAGE_SIZE}`;

// Decorators of a property run bottom-up and stop at the first failure: type checks sit lowest.

/** GET /recipe (spec 2 §7). */
export class RecipeListQuery implements RecipeListQueryContract {
  @ApiPropertyOptional({ description: "part of the recipe's or its result's name, any language, any case and accents", maxLength: RECIPE_SEARCH_MAX_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(RECIPE_SEARCH_MAX_LENGTH, { message: `search must be at most ${RECIPE_SEARCH_MAX_LENGTH} characters` })
  @IsString({ message: 'search must be a text' })
  search?: string;

  @ApiPropertyOptional({ description: 'profession key (GET /recipe/professions), any case', maxLength: PROFESSION_KEY_MAX_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(PROFESSION_KEY_MAX_LENGTH, { message: `profession must be at most ${PROFESSION_KEY_MAX_LENGTH} characters` })
  @IsString({ message: 'profession must be a text' })
  profession?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: CRAFTING_TIERS.length })
  @IsOptional()
  @Transform(toInt)
  @Max(CRAFTING_TIERS.length, { message: TIER })
  @Min(1, { message: TIER })
  @IsInt({ message: TIER })
  tier?: number;

  @ApiPropertyOptional({ enum: RECIPE_CATEGORY_FILTERS, default: 'All', description: 'quick filter; any case' })
  @IsOptional()
  @Transform(canonical(RECIPE_CATEGORY_FILTERS))
  @IsIn(RECIPE_CATEGORY_FILTERS, { message: `category must be one of: ${RECIPE_CATEGORY_FILTERS.join(', ')}` })
  category?: RecipeCategoryFilter;

  @ApiPropertyOptional({ description: "part of an ingredient's name (any language, case, accents): recipes using it", maxLength: RECIPE_SEARCH_MAX_LENGTH })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(RECIPE_SEARCH_MAX_LENGTH, { message: `ingredientSearch must be at most ${RECIPE_SEARCH_MAX_LENGTH} characters` })
  @IsString({ message: 'ingredientSearch must be a text' })
  ingredientSearch?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Transform(toInt)
  @Max(MAX_PAGE_NUMBER, { message: PAGE })
  @Min(1, { message: PAGE })
  @IsInt({ message: PAGE })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: RECIPE_MAX_PAGE_SIZE, default: RECIPE_PAGE_SIZE, description: 'the calculator asks for 10000' })
  @IsOptional()
  @Transform(toInt)
  @Max(RECIPE_MAX_PAGE_SIZE, { message: PAGE_SIZE })
  @Min(1, { message: PAGE_SIZE })
  @IsInt({ message: PAGE_SIZE })
  pageSize?: number;
}
