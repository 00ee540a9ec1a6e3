import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ClearCacheResultSchema,
  ITEMS_BATCH_MAX_IDS,
  ItemsBatchSchema,
  ItemSchema,
  ItemsPageSchema,
  type ClearCacheResult,
  type Item,
  type ItemsBatch,
  type ItemsPage,
  type LanguageCode,
} from '@eoa/contracts';
import { ITEM_CATEGORIES, QUALITIES } from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, IdParam, Lang } from '@eoa/server-kit';
import { CATALOG_MIN_PAGE_SIZE, CatalogService } from './catalog.service.js';
import { BatchBodyDto, BatchQuery, ItemFilterDto, LevelRangeQuery, PageQuery, SearchQuery, SortedPageQuery } from './dto/item-queries.dto.js';
import { ITEM_SLOT_FILTERS } from '@eoa/game-rules';
import { ItemsService } from './items.service.js';

@ApiTags('items')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('items')
export class ItemsController {
  constructor(
    private readonly items: ItemsService,
    private readonly catalog: CatalogService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'A page of every item (by id)',
    description:
      `ItemsPage. Pages of ${CATALOG_MIN_PAGE_SIZE} items or more (the client's full load is page=1&pageSize=50000) are computed once per ` +
      'language and data version and sent precompressed (br or gzip) with a strong ETag and Cache-Control: no-cache; a matching If-None-Match answers 304.',
  })
  @ApiAnswer(200, ItemsPageSchema)
  @ApiBadRequestResponse({ description: 'page or pageSize out of range' })
  async list(
    @Query() query: PageQuery,
    @Lang() lang: LanguageCode,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    await this.catalog.send(res, { lang, page: query.page, pageSize: query.pageSize, ifNoneMatch, acceptEncoding });
  }

  @Get('batch')
  @ApiOperation({ summary: `Items by a list of ids (at most ${ITEMS_BATCH_MAX_IDS}), in the order asked`, description: 'ItemsBatch { items, missingIds }' })
  @ApiAnswer(200, ItemsBatchSchema)
  @ApiBadRequestResponse({ description: 'ids missing or malformed' })
  batch(@Query() query: BatchQuery, @Lang() lang: LanguageCode): Promise<ItemsBatch> {
    return this.items.batchFromList(query.ids, lang);
  }

  @Post('batch')
  @HttpCode(200)
  @ApiOperation({ summary: 'Items by a list of ids in the body { ids } (for lists too long for a URL)', description: 'ItemsBatch { items, missingIds }' })
  @ApiAnswer(200, ItemsBatchSchema)
  @ApiBadRequestResponse({ description: 'ids missing or malformed' })
  batchPost(@Body() body: BatchBodyDto, @Lang() lang: LanguageCode): Promise<ItemsBatch> {
    return this.items.byIds(body.ids, lang);
  }

  @Get('search')
  @ApiOperation({ summary: 'Items whose name contains q (any case; English or the request language)' })
  @ApiAnswer(200, ItemsPageSchema)
  @ApiBadRequestResponse({ description: 'q missing, empty or too long' })
  search(@Query() query: SearchQuery, @Lang() lang: LanguageCode): Promise<ItemsPage> {
    return this.items.page({ name: query.q }, query, lang);
  }

  @Get('filter')
  @ApiOperation({ summary: 'Items matching every given filter of the item list (spec 1 §3)' })
  @ApiAnswer(200, ItemsPageSchema)
  @ApiBadRequestResponse({ description: 'a filter out of range or unknown' })
  filter(@Query() query: ItemFilterDto, @Lang() lang: LanguageCode): Promise<ItemsPage> {
    return this.items.filter(query, lang);
  }

  @Get('level')
  @ApiOperation({ summary: 'Items with a level from min to max (0 and 50 mean no bound)' })
  @ApiAnswer(200, ItemsPageSchema)
  @ApiBadRequestResponse({ description: 'min or max out of 0–50, or min above max' })
  level(@Query() query: LevelRangeQuery, @Lang() lang: LanguageCode): Promise<ItemsPage> {
    return this.items.levelRange(query, lang);
  }

  @Get('category/:category')
  @ApiOperation({ summary: 'Items of a category' })
  @ApiParam({ name: 'category', enum: ITEM_CATEGORIES })
  @ApiAnswer(200, ItemsPageSchema)
  @ApiBadRequestResponse({ description: 'unknown category' })
  byCategory(@Param('category') category: string, @Query() query: SortedPageQuery, @Lang() lang: LanguageCode): Promise<ItemsPage> {
    return this.items.byCategory(category, query, lang);
  }

  @Get('slot/:slot')
  @ApiOperation({ summary: 'Items of a slot: an item slot code, an equipment slot (what fits it) or ring, ear, neck, wrist, pocket' })
  @ApiParam({ name: 'slot', enum: ITEM_SLOT_FILTERS })
  @ApiAnswer(200, ItemsPageSchema)
  @ApiBadRequestResponse({ description: 'unknown slot' })
  bySlot(@Param('slot') slot: string, @Query() query: SortedPageQuery, @Lang() lang: LanguageCode): Promise<ItemsPage> {
    return this.items.bySlot(slot, query, lang);
  }

  @Get('quality/:quality')
  @ApiOperation({ summary: 'Items of a quality' })
  @ApiParam({ name: 'quality', enum: QUALITIES })
  @ApiAnswer(200, ItemsPageSchema)
  @ApiBadRequestResponse({ description: 'unknown quality' })
  byQuality(@Param('quality') quality: string, @Query() query: SortedPageQuery, @Lang() lang: LanguageCode): Promise<ItemsPage> {
    return this.items.byQuality(quality, query, lang);
  }

  @Post('clear-cache')
  @HttpCode(200)
  @ApiOperation({ summary: "Empties the server's item caches (no body; no permission needed, spec 1 §6)" })
  @ApiAnswer(200, ClearCacheResultSchema)
  clearCache(): Promise<ClearCacheResult> {
    return this.catalog.clearCache();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One item' })
  @ApiAnswer(200, ItemSchema)
  @ApiBadRequestResponse({ description: 'id is not a positive integer, or above 2147483647' })
  @ApiNotFoundResponse({ description: 'no item with this id' })
  byId(@IdParam() id: number, @Lang() lang: LanguageCode): Promise<Item> {
    return this.items.byId(id, lang);
  }
}
