import { Controller, Get } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ItemSetListSchema, ItemSetSchema, type ItemSet, type LanguageCode } from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, IdParam, Lang } from '@eoa/server-kit';
import { SetsService } from './sets.service.js';

@ApiTags('set')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('set')
export class SetsController {
  constructor(private readonly sets: SetsService) {}

  @Get()
  @ApiOperation({ summary: 'Every item set with its pieces and bonuses' })
  @ApiAnswer(200, ItemSetListSchema)
  all(@Lang() lang: LanguageCode): ItemSet[] {
    return this.sets.all(lang);
  }

  @Get('item/:itemId')
  @ApiOperation({ summary: 'The set an item belongs to (404 when it belongs to none: the client stays silent)' })
  @ApiAnswer(200, ItemSetSchema)
  @ApiBadRequestResponse({ description: 'itemId is not a positive integer, or above 2147483647' })
  @ApiNotFoundResponse({ description: 'no such item, or the item belongs to no set' })
  byItem(@IdParam('itemId') itemId: number, @Lang() lang: LanguageCode): ItemSet {
    return this.sets.byItem(itemId, lang);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One item set' })
  @ApiAnswer(200, ItemSetSchema)
  @ApiBadRequestResponse({ description: 'id is not a positive integer, or above 2147483647' })
  @ApiNotFoundResponse({ description: 'no such set' })
  byId(@IdParam() id: number, @Lang() lang: LanguageCode): ItemSet {
    return this.sets.byId(id, lang);
  }
}
