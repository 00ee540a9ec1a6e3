import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import {
  AtlasInternalQuestDetailSchema,
  AtlasInternalQuestListSchema,
  AtlasZoneMapListSchema,
  INTERNAL_TOKEN_HEADER,
  type AtlasInternalQuest,
  type AtlasInternalQuestDetail,
  type AtlasZoneMap,
  type LanguageCode,
} from '@eoa/contracts';
import { ApiAnswer, IdParam, InternalTokenGuard, QueryLang } from '@eoa/server-kit';
import { LangQuery } from '../common/lang.query.js';
import { InternalService } from './internal.service.js';

const NOT_ROUTED = 'Service-to-service (admin): not routed by the gateway; needs the shared internal token.';

/**
 * Service-to-service calls for admin (DESIGN: internal endpoints carry the shared internal token; the gateway routes
 * no /api/internal path). Documented under the "internal" tag so every route the service serves is in its document.
 */
@ApiTags('internal')
@ApiHeader({ name: INTERNAL_TOKEN_HEADER, required: true, description: 'the shared INTERNAL_TOKEN' })
@ApiUnauthorizedResponse({ description: 'no or another internal token' })
@UseGuards(InternalTokenGuard)
@Controller('internal')
export class InternalController {
  constructor(private readonly internal: InternalService) {}

  @Get('quests')
  @ApiOperation({ summary: 'Every quest as seeded (for admin)', description: `AtlasInternalQuest[]: every quest without editorial data (excluded ones too), by name in the language, with its name in every language. ${NOT_ROUTED}` })
  @ApiAnswer(200, AtlasInternalQuestListSchema)
  quests(@Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<AtlasInternalQuest[]> {
    return this.internal.quests(lang);
  }

  @Get('quests/:id')
  @ApiOperation({ summary: 'A quest as seeded (for admin)', description: `AtlasInternalQuestDetail: the QuestDetail without editorial data, plus mapBox (the box the 500×375 source space spans). ${NOT_ROUTED}` })
  @ApiAnswer(200, AtlasInternalQuestDetailSchema)
  @ApiNotFoundResponse({ description: 'no quest with this id' })
  quest(@IdParam() id: number, @Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<AtlasInternalQuestDetail> {
    return this.internal.quest(id, lang);
  }

  @Get('maps/zones')
  @ApiOperation({ summary: 'The ten main zone maps (for admin)', description: `AtlasZoneMap[] { mapId, name (English), boundingBox }: what map calibrations are seeded from. ${NOT_ROUTED}` })
  @ApiAnswer(200, AtlasZoneMapListSchema)
  zones(): Promise<AtlasZoneMap[]> {
    return this.internal.zones();
  }
}
