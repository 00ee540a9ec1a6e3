import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  AggroTypeListSchema,
  NpcDetailSchema,
  NpcListQuerySchema,
  NpcPageSchema,
  NpcRaceListSchema,
  NpcsOnMapSchema,
  type AggroType,
  type LanguageCode,
  type NamedCode,
  type NpcDetail,
  type NpcRace,
  type NpcsOnMap,
} from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, IdParam, QueryLang, zodDto } from '@eoa/server-kit';
import { LangQuery } from '../common/lang.query.js';
import { NpcsService, PRECOMPRESSED_MIN_NPCS } from './npcs.service.js';

class NpcListQuery extends zodDto(NpcListQuerySchema) {}

// Fixed paths come before /npcs/{id}, which would take "races" for an id.
@ApiTags('npcs')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('npcs')
export class NpcsController {
  constructor(private readonly npcs: NpcsService) {}

  @Get()
  @ApiOperation({
    summary: 'NPCs by map, race, aggro type, quests and name, a page at a time',
    description:
      'NpcPage { npcs: NpcListItem[], totalCount, page, pageSize, totalPages } by name in the answer\'s language (10000 a page by default); search applies at 3 characters or more. ' +
      `Answers of ${PRECOMPRESSED_MIN_NPCS} NPCs or more are built once per data version, language and query and sent precompressed (br or gzip) with a strong ETag; a matching If-None-Match answers 304.`,
  })
  @ApiAnswer(200, NpcPageSchema)
  @ApiBadRequestResponse({ description: 'unknown race or aggro type, mapId naming no map, page or pageSize out of range, unknown lang or parameter' })
  async list(@Query() query: NpcListQuery, @QueryLang() lang: LanguageCode, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.npcs.sendList(req, res, query, lang);
  }

  @Get('races')
  @ApiOperation({ summary: 'The NPC races the data holds', description: 'NamedCode[] { code, name } by name.' })
  @ApiAnswer(200, NpcRaceListSchema)
  races(@Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<NamedCode<NpcRace>[]> {
    return this.npcs.races(lang);
  }

  @Get('aggro-types')
  @ApiOperation({ summary: 'The aggro types', description: 'NamedCode[] { code, name }: friendly, neutral, aggressive.' })
  @ApiAnswer(200, AggroTypeListSchema)
  aggroTypes(@Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<NamedCode<AggroType>[]> {
    return this.npcs.aggroTypes(lang);
  }

  @Get('map/:mapId')
  @ApiOperation({ summary: 'The NPCs spawning on a map', description: 'NpcsOnMap { mapId, npcs }: by name, each with its spawns on that map.' })
  @ApiAnswer(200, NpcsOnMapSchema)
  @ApiNotFoundResponse({ description: 'no map with this id' })
  onMap(@IdParam('mapId') mapId: number, @Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<NpcsOnMap> {
    return this.npcs.onMap(mapId, lang);
  }

  @Get(':id')
  @ApiOperation({
    summary: "An NPC's details",
    description: 'NpcDetail: race, aggro, level, zones, areas, location, notes, picture, the quests it starts and is involved in (by name), its numbered spawn locations (markers).',
  })
  @ApiAnswer(200, NpcDetailSchema)
  @ApiNotFoundResponse({ description: 'no NPC with this id' })
  detail(@IdParam() id: number, @Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<NpcDetail> {
    return this.npcs.detail(id, lang);
  }
}
