import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CompositeDataSchema, MapMarkersSchema, MarkerCategoryListSchema, MarkersQuerySchema, type LanguageCode, type MarkerCategory } from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, IdParam, QueryLang, zodDto } from '@eoa/server-kit';
import { LangQuery } from '../common/lang.query.js';
import { MarkersService } from './markers.service.js';

class MarkersQuery extends zodDto(MarkersQuerySchema) {}

const PRECOMPRESSED =
  'Built once per data version, language and categories, sent precompressed (br or gzip) with a strong ETag and Cache-Control: no-cache; a matching If-None-Match answers 304.';

@ApiTags('markers')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('maps')
export class MarkersController {
  constructor(private readonly markers: MarkersService) {}

  @Get('categories')
  @ApiOperation({
    summary: 'The marker categories',
    description: 'MarkerCategory[] by filter group (services, points of interest, entities, resources) then code: name, group and its name, icon URL, defaultEnabled, bundled, markerCount.',
  })
  @ApiAnswer(200, MarkerCategoryListSchema)
  categories(@Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<MarkerCategory[]> {
    return this.markers.categories(lang);
  }

  @Get('composite')
  @ApiOperation({
    summary: 'Everything the composite ("All Zones") view draws',
    description: `CompositeData { maps, worldBounds, links, markers }: the ten main zone maps, the min/max of their boxes, the links drawn on them, and the markers of the zones and their areas (of the categories asked) with duplicates — same label, category and position to 0.001 — dropped. ${PRECOMPRESSED}`,
  })
  @ApiAnswer(200, CompositeDataSchema)
  @ApiBadRequestResponse({ description: 'categories malformed or naming an unknown code, unknown lang or parameter' })
  async composite(@Query() query: MarkersQuery, @QueryLang() lang: LanguageCode, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.markers.sendComposite(req, res, query.categories, lang);
  }

  @Get(':id/markers')
  @ApiOperation({ summary: "A map's markers", description: `MapMarkers { mapId, markers }: the markers stored on the map (not its areas'), of the categories asked (all when absent), by id. ${PRECOMPRESSED}` })
  @ApiAnswer(200, MapMarkersSchema)
  @ApiBadRequestResponse({ description: 'categories malformed or naming an unknown code, unknown lang or parameter' })
  @ApiNotFoundResponse({ description: 'no map with this id' })
  async mapMarkers(@IdParam() id: number, @Query() query: MarkersQuery, @QueryLang() lang: LanguageCode, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.markers.sendMapMarkers(req, res, id, query.categories, lang);
  }
}
