import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import {
  MAX_ID, SHOPPING_LIST_MAX_COUNT, SHOPPING_LIST_MAX_ENTRIES, type ShoppingListEntry, type ShoppingListRequest,
} from '@eoa/contracts';

const ENTRIES = `entries must be a list of 1 to ${SHOPPING_LIST_MAX_ENTRIES} recipes with their counts`;
const RECIPE_ID = 'recipeId must be a positive integer recipe id';
const COUNT = `count must be an integer from 1 to ${SHOPPING_LIST_MAX_COUNT}`;

// Decorators of a property run bottom-up and stop at the first failure: type checks sit lowest.

export class ShoppingListEntryDto implements ShoppingListEntry {
  @ApiProperty({ minimum: 1, maximum: MAX_ID })
  @Max(MAX_ID, { message: RECIPE_ID })
  @Min(1, { message: RECIPE_ID })
  @IsInt({ message: RECIPE_ID })
  recipeId!: number;

  @ApiProperty({ minimum: 1, maximum: SHOPPING_LIST_MAX_COUNT, description: 'crafts of the recipe' })
  @Max(SHOPPING_LIST_MAX_COUNT, { message: COUNT })
  @Min(1, { message: COUNT })
  @IsInt({ message: COUNT })
  count!: number;
}

/** POST /recipe/shopping-list { entries: [{ recipeId, count }], includeOptional? } */
export class ShoppingListBody implements ShoppingListRequest {
  @ApiProperty({ type: [ShoppingListEntryDto], minItems: 1, maxItems: SHOPPING_LIST_MAX_ENTRIES })
  @ValidateNested({ each: true })
  @Type(() => ShoppingListEntryDto)
  @ArrayMaxSize(SHOPPING_LIST_MAX_ENTRIES, { message: ENTRIES })
  @ArrayMinSize(1, { message: ENTRIES })
  @IsArray({ message: ENTRIES })
  entries!: ShoppingListEntryDto[];

  @ApiPropertyOptional({ default: false, description: 'count and expand optional ingredients too' })
  @IsOptional()
  @IsBoolean({ message: 'includeOptional must be true or false' })
  includeOptional?: boolean;
}
