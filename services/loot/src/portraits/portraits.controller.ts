import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { PORTRAIT_TTL_SECONDS, PortraitsService } from './portraits.service.js';

@ApiTags('loot')
@Controller('icons/bosses')
export class PortraitsController {
  constructor(private readonly portraits: PortraitsService) {}

  @Get(':file')
  @ApiOperation({ summary: "A boss's portrait: drawn for the boss, the same picture every time" })
  @ApiParam({ name: 'file', description: 'the boss name (English or localized, any case) followed by .png', example: 'Skorgrím.png' })
  @ApiProduces('image/png')
  @ApiOkResponse({
    description: `PNG 256×256, Cache-Control: public, max-age=${PORTRAIT_TTL_SECONDS}, ETag (304 on If-None-Match)`,
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiBadRequestResponse({ description: 'not a name followed by .png, or a name too long' })
  @ApiNotFoundResponse({ description: 'no boss of the loot tables has this name' })
  async portrait(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const portrait = await this.portraits.portrait(file);
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Cache-Control', `public, max-age=${PORTRAIT_TTL_SECONDS}`);
    res.setHeader('ETag', portrait.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Express answers 304 itself when If-None-Match holds this ETag.
    res.send(portrait.body);
  }
}
