import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  ARMOUR_TYPES, DAMAGE_TYPES, ITEM_CATEGORIES, ITEM_CLASSES, ITEM_SORTS, ITEMS_MAX_PAGE_SIZE, ITEMS_PAGE_SIZE, MAX_PAGE_NUMBER, QUALITIES,
  STAT_NAMES, WEAPON_TYPES, type ItemFilterQuery, type ItemSort,
} from '@eoa/contracts';
import { ITEM_SLOT_FILTERS } from '@eoa/game-rules';
import { canonical, toBoolean, toInt, toNumber, trimmed } from '@eoa/server-kit';

export const MAX_SEARCH_LENGTH = 100;

const oneOf = (field: string, list: readonly string[]) => `${field} must be one of: ${list.join(', ')}`;
/** statFilter1/statFilter2: "might" or "might:10" (the minimum in displayed units). */
export const STAT_FILTER_PATTERN = /^([A-Za-z]{1,40})(?::(-?\d{1,9}(?:\.\d{1,6})?))?$/;
const STAT_FILTER_MESSAGE = (field: string) => `${field} must be a stat name, optionally with a minimum: "might" or "might:10"`;

// Decorators of a property run bottom-up and stop at the first failure: type checks sit lowest.

/** page (from 1) and pageSize (1–50000; 50 by default). */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Transform(toInt)
  @Max(MAX_PAGE_NUMBER, { message: `page must be an integer from 1 to ${MAX_PAGE_NUMBER}` })
  @Min(1, { message: `page must be an integer from 1 to ${MAX_PAGE_NUMBER}` })
  @IsInt({ message: `page must be an integer from 1 to ${MAX_PAGE_NUMBER}` })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: ITEMS_MAX_PAGE_SIZE, default: ITEMS_PAGE_SIZE, description: 'the client loads everything with 50000' })
  @IsOptional()
  @Transform(toInt)
  @Max(ITEMS_MAX_PAGE_SIZE, { message: `pageSize must be an integer from 1 to ${ITEMS_MAX_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be an integer from 1 to ${ITEMS_MAX_PAGE_SIZE}` })
  @IsInt({ message: `pageSize must be an integer from 1 to ${ITEMS_MAX_PAGE_SIZE}` })
  pageSize?: number;
}

/** A page and an optional sort (name A→Z, level high→low, quality best first, type A→Z; by id when absent). */
export class SortedPageQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ITEM_SORTS })
  @IsOptional()
  @Transform(canonical(ITEM_SORTS))
  @IsIn(ITEM_SORTS, { message: oneOf('sortBy', ITEM_SORTS) })
  sortBy?: ItemSort;
}

/** GET /items/search?q= */
export class SearchQuery extends SortedPageQuery {
  @ApiProperty({ description: 'part of the name, any case (English or the request language)', maxLength: MAX_SEARCH_LENGTH })
  @Transform(trimmed)
  @MaxLength(MAX_SEARCH_LENGTH, { message: `q must be at most ${MAX_SEARCH_LENGTH} characters` })
  @MinLength(1, { message: 'q must not be empty' })
  @IsString({ message: 'q must be a text' })
  q!: string;
}

const LEVEL_BOUND = 'must be an integer from 0 to 50 (0 and 50 mean no bound)';

/** GET /items/level?min&max (0 and 50 mean no bound). */
export class LevelRangeQuery extends SortedPageQuery {
  @ApiPropertyOptional({ minimum: 0, maximum: 50 })
  @IsOptional()
  @Transform(toInt)
  @Max(50, { message: `min ${LEVEL_BOUND}` })
  @Min(0, { message: `min ${LEVEL_BOUND}` })
  @IsInt({ message: `min ${LEVEL_BOUND}` })
  min?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 50 })
  @IsOptional()
  @Transform(toInt)
  @Max(50, { message: `max ${LEVEL_BOUND}` })
  @Min(0, { message: `max ${LEVEL_BOUND}` })
  @IsInt({ message: `max ${LEVEL_BOUND}` })
  max?: number;
}

/** GET /items/filter: every filter of spec 1 §3. */
export class ItemFilterDto extends SortedPageQuery implements ItemFilterQuery {
  @ApiPropertyOptional({ minimum: 0, maximum: 50, description: '0 means no lower bound' })
  @IsOptional()
  @Transform(toInt)
  @Max(50, { message: `levelMin ${LEVEL_BOUND}` })
  @Min(0, { message: `levelMin ${LEVEL_BOUND}` })
  @IsInt({ message: `levelMin ${LEVEL_BOUND}` })
  levelMin?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 50, description: '50 (or 0) means no upper bound' })
  @IsOptional()
  @Transform(toInt)
  @Max(50, { message: `levelMax ${LEVEL_BOUND}` })
  @Min(0, { message: `levelMax ${LEVEL_BOUND}` })
  @IsInt({ message: `levelMax ${LEVEL_BOUND}` })
  levelMax?: number;

  @ApiPropertyOptional({ enum: ITEM_CATEGORIES })
  @IsOptional()
  @Transform(canonical(ITEM_CATEGORIES))
  @IsIn(ITEM_CATEGORIES, { message: oneOf('category', ITEM_CATEGORIES) })
  category?: string;

  @ApiPropertyOptional({ enum: QUALITIES })
  @IsOptional()
  @Transform(canonical(QUALITIES))
  @IsIn(QUALITIES, { message: oneOf('quality', QUALITIES) })
  quality?: string;

  @ApiPropertyOptional({ enum: ITEM_SLOT_FILTERS, description: 'item slot code, equipment slot (items fitting it) or sub-slot ring, ear, neck, wrist, pocket' })
  @IsOptional()
  @Transform(canonical(ITEM_SLOT_FILTERS))
  @IsIn(ITEM_SLOT_FILTERS, { message: oneOf('slot', ITEM_SLOT_FILTERS) })
  slot?: string;

  @ApiPropertyOptional({ enum: WEAPON_TYPES })
  @IsOptional()
  @Transform(canonical(WEAPON_TYPES))
  @IsIn(WEAPON_TYPES, { message: oneOf('weaponType', WEAPON_TYPES) })
  weaponType?: string;

  @ApiPropertyOptional({ enum: ARMOUR_TYPES })
  @IsOptional()
  @Transform(canonical(ARMOUR_TYPES))
  @IsIn(ARMOUR_TYPES, { message: oneOf('armourType', ARMOUR_TYPES) })
  armourType?: string;

  @ApiPropertyOptional({ enum: DAMAGE_TYPES })
  @IsOptional()
  @Transform(canonical(DAMAGE_TYPES))
  @IsIn(DAMAGE_TYPES, { message: oneOf('damageType', DAMAGE_TYPES) })
  damageType?: string;

  @ApiPropertyOptional({ enum: ITEM_CLASSES })
  @IsOptional()
  @Transform(canonical(ITEM_CLASSES))
  @IsIn(ITEM_CLASSES, { message: oneOf('itemClass', ITEM_CLASSES) })
  itemClass?: string;

  @ApiPropertyOptional({ enum: STAT_NAMES, description: 'items having this stat (with statMinValue: at least that displayed value)' })
  @IsOptional()
  @Transform(canonical(STAT_NAMES))
  @IsIn(STAT_NAMES, { message: oneOf('statType', STAT_NAMES) })
  statType?: string;

  @ApiPropertyOptional({ description: 'minimum of statType in displayed units (percentages in percent)' })
  @IsOptional()
  @Transform(toNumber)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'statMinValue must be a number' })
  statMinValue?: number;

  @ApiPropertyOptional({ description: '"stat" or "stat:minValue", e.g. "agility:10"' })
  @IsOptional()
  @Transform(trimmed)
  @Matches(STAT_FILTER_PATTERN, { message: STAT_FILTER_MESSAGE('statFilter1') })
  @IsString({ message: STAT_FILTER_MESSAGE('statFilter1') })
  statFilter1?: string;

  @ApiPropertyOptional({ description: '"stat" or "stat:minValue", e.g. "fate:5"' })
  @IsOptional()
  @Transform(trimmed)
  @Matches(STAT_FILTER_PATTERN, { message: STAT_FILTER_MESSAGE('statFilter2') })
  @IsString({ message: STAT_FILTER_MESSAGE('statFilter2') })
  statFilter2?: string;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'hasCooldown must be true or false' })
  hasCooldown?: boolean;

  @ApiPropertyOptional({ maxLength: MAX_SEARCH_LENGTH, description: 'text in effect names and descriptions, the on-use skill, the description, stat descriptions' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(MAX_SEARCH_LENGTH, { message: `effectSearch must be at most ${MAX_SEARCH_LENGTH} characters` })
  @IsString({ message: 'effectSearch must be a text' })
  effectSearch?: string;

  @ApiPropertyOptional({ maxLength: MAX_SEARCH_LENGTH, description: 'part of the name, any case' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(MAX_SEARCH_LENGTH, { message: `searchQuery must be at most ${MAX_SEARCH_LENGTH} characters` })
  @IsString({ message: 'searchQuery must be a text' })
  searchQuery?: string;
}

/** GET /items/batch?ids=1,2,3 */
export class BatchQuery {
  @ApiProperty({ description: 'item ids separated by commas (at most 1000)', example: '1879048443,1879049126' })
  @Matches(/^\d{1,10}(,\d{1,10})*$/, { message: 'ids must be item ids separated by commas, e.g. ids=1,2,3' })
  @IsString({ message: 'ids must be item ids separated by commas, e.g. ids=1,2,3' })
  ids!: string;
}
