import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MapImageQuerySchema } from '@eoa/contracts';
import { IdParam, IntParam, pickLanguage, zodDto } from '@eoa/server-kit';
import { IMAGE_MAX_AGE_SECONDS, MapImagesService, type ImageFile } from './map-images.service.js';

class MapImageQuery extends zodDto(MapImageQuerySchema) {}

function send(res: Response, file: ImageFile): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Cache-Control', `public, max-age=${IMAGE_MAX_AGE_SECONDS}`);
  res.setHeader('ETag', file.etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Express answers 304 itself when If-None-Match holds this ETag.
  res.send(file.body);
}

@ApiTags('maps')
@Controller('maps')
export class MapImagesController {
  constructor(private readonly images: MapImagesService) {}

  @Get('categories/:code/icon')
  @ApiOperation({ summary: "A marker category's icon", description: 'A round badge in the category\'s colour with its glyph, 32×32 SVG (998: NPC markers, 999: quest markers).' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({
    description: `SVG, Cache-Control: public, max-age=${IMAGE_MAX_AGE_SECONDS}, ETag (304 on If-None-Match)`,
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  })
  @ApiBadRequestResponse({ description: 'code is not an integer from 0 to 9999' })
  @ApiNotFoundResponse({ description: 'no marker category has this code' })
  async icon(@IntParam({ name: 'code', min: 0, max: 9999 }) code: number, @Res() res: Response): Promise<void> {
    send(res, await this.images.categoryIcon(code));
  }

  @Get(':id/image')
  @ApiOperation({
    summary: "A map's image",
    description:
      'The map drawn from the world\'s geography (parchment, coasts, rivers, forests, hills and mountains, roads, borders, labels in the language), ' +
      'PNG spanning the bounding box with north up: zone maps at 75 px per degree (the composite view\'s scale), the others fitted to a long side. ' +
      'Drawn once per map and language, then served from the cache. lang: en, de, fr or ru (another value draws English; without it, Accept-Language); ' +
      't: any value (the page changes it to fetch a fresh copy).',
  })
  @ApiProduces('image/png')
  @ApiOkResponse({
    description: `PNG, Cache-Control: public, max-age=${IMAGE_MAX_AGE_SECONDS}, ETag (304 on If-None-Match)`,
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiBadRequestResponse({ description: 'id is not a positive integer, or a parameter is unknown or too long' })
  @ApiNotFoundResponse({ description: 'no map with this id' })
  async image(@IdParam() id: number, @Query() query: MapImageQuery, @Headers('accept-language') acceptLanguage: string | undefined, @Res() res: Response): Promise<void> {
    const lang = pickLanguage(query.lang ?? acceptLanguage);
    res.vary('Accept-Language');
    send(res, await this.images.mapImage(id, lang));
  }
}
