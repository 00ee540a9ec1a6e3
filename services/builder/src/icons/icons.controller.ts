import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IconsService, type RenderedIcon } from './icons.service.js';

/** Icons are the same for everyone and change only with the data: browsers keep them a day. */
const CACHE_CONTROL = 'public, max-age=86400';

function send(res: Response, icon: RenderedIcon): void {
  res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', icon.etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // Opened on its own, the SVG may not run or load anything.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  // Express answers 304 itself when If-None-Match holds this ETag.
  res.send(icon.body);
}

@ApiTags('icons')
@Controller('icons')
export class IconsController {
  constructor(private readonly icons: IconsService) {}

  @Get('layered/:layers')
  @ApiOperation({ summary: 'An item icon of several layers (ids joined by "-"): the picture of the first, marks of the others, the quality frame' })
  @ApiParam({ name: 'layers', example: '1090603178-1091041636' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'SVG, Cache-Control: public, max-age=86400, ETag', content: { 'image/svg+xml': { schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ description: 'not ids joined by "-"' })
  @ApiNotFoundResponse({ description: 'a layer no item uses' })
  layered(@Param('layers') layers: string, @Res() res: Response): void {
    send(res, this.icons.layered(layers));
  }

  @Get(':icon')
  @ApiOperation({ summary: 'An icon by id (item picture, trait, class or race emblem, overlay), by layers "a-b", a virtue at a rank (VALOUR-3) or an empty equipment slot (slot-head)' })
  @ApiParam({ name: 'icon', example: '1090703539' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'SVG, Cache-Control: public, max-age=86400, ETag', content: { 'image/svg+xml': { schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ description: 'not an icon id, layers, VIRTUE-rank or slot-<slot>; rank out of 1–12' })
  @ApiNotFoundResponse({ description: 'unknown icon id or virtue' })
  icon(@Param('icon') icon: string, @Res() res: Response): void {
    send(res, this.icons.byName(icon));
  }
}
