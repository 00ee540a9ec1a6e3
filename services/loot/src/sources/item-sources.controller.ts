import { Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ItemDropSourceListSchema, type ItemDropSource, type LanguageCode } from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, IdParam, Lang } from '@eoa/server-kit';
import { ItemSourcesService } from './item-sources.service.js';

const DESCRIPTION =
  'ItemDropSource[] — mob, container, recipe (profession, tier), quest (quest level), vendor (price) and barter sources with ' +
  'English and localized names, location and dropChance in percent; quests named "Raid Gear: …" hidden, one source per mob ' +
  'name (its highest chance). An item the loot data does not name has no known sources: an empty list.';

@ApiTags('loot')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller()
export class ItemSourcesController {
  constructor(private readonly sources: ItemSourcesService) {}

  @Get('loot/item/:itemId/sources')
  @ApiOperation({ summary: 'Every source of an item', description: DESCRIPTION })
  @ApiAnswer(200, ItemDropSourceListSchema)
  @ApiBadRequestResponse({ description: 'itemId is not a positive integer, or above 2147483647' })
  lootSources(@IdParam('itemId') itemId: number, @Lang() lang: LanguageCode): Promise<ItemDropSource[]> {
    return this.sources.sources(itemId, lang);
  }

  @Get('items/:itemId/dropsources')
  @ApiOperation({ summary: "Every source of an item (the builder's tooltip call; the same answer)", description: DESCRIPTION })
  @ApiAnswer(200, ItemDropSourceListSchema)
  @ApiBadRequestResponse({ description: 'itemId is not a positive integer, or above 2147483647' })
  dropSources(@IdParam('itemId') itemId: number, @Lang() lang: LanguageCode): Promise<ItemDropSource[]> {
    return this.sources.sources(itemId, lang);
  }
}
