import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiNotFoundResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  QuestCategoryListSchema,
  QuestChainSchema,
  QuestDetailSchema,
  QuestExpansionListSchema,
  QuestListQuerySchema,
  QuestPageQuerySchema,
  QuestPageSchema,
  type LanguageCode,
  type QuestCategory,
  type QuestChain,
  type QuestDetail,
  type QuestExpansion,
  type QuestPage,
} from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, ApiAnswer, IdParam, QueryLang, zodDto } from '@eoa/server-kit';
import { LangQuery } from '../common/lang.query.js';
import { PRECOMPRESSED_MIN_QUESTS, QuestsService } from './quests.service.js';

class QuestListQuery extends zodDto(QuestListQuerySchema) {}
class QuestPageQuery extends zodDto(QuestPageQuerySchema) {}

// Fixed paths come before /quests/{id}, which would take "categories" for an id.
@ApiTags('quests')
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@Controller('quests')
export class QuestsController {
  constructor(private readonly quests: QuestsService) {}

  @Get()
  @ApiOperation({
    summary: 'Quests by map, zone, area, level, category, scope, size, repeatable, reputation, faction, expansion and name, a page at a time',
    description:
      'QuestPage { quests: QuestListItem[], totalCount, page, pageSize, totalPages } — sorted by name in the answer\'s language, chapter numbers compared as numbers (spec 2 §5). ' +
      'Filters narrow together; a zone, area or category is its id or its name in any language; search applies at 3 characters or more. Excluded quests only with includeExcluded=true. ' +
      `Answers of ${PRECOMPRESSED_MIN_QUESTS} quests or more are built once per data version, language and query and sent precompressed (br or gzip) with a strong ETag; a matching If-None-Match answers 304.`,
  })
  @ApiAnswer(200, QuestPageSchema)
  @ApiBadRequestResponse({ description: 'a filter malformed, out of range or naming nothing the data holds; minLevel above maxLevel; unknown lang or parameter' })
  async list(@Query() query: QuestListQuery, @QueryLang() lang: LanguageCode, @Req() req: Request, @Res() res: Response): Promise<void> {
    await this.quests.sendList(req, res, query, lang);
  }

  @Get('categories')
  @ApiOperation({ summary: 'The quest categories', description: 'QuestCategory[] { id, name, localizedName, kind, questCount } by localized name.' })
  @ApiAnswer(200, QuestCategoryListSchema)
  categories(@Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<QuestCategory[]> {
    return this.quests.categories(lang);
  }

  @Get('expansions')
  @ApiOperation({ summary: 'The expansion eras', description: 'QuestExpansion[] { code, name, questCount } in the eras\' order (SoA, MoM, SoM, RoI, RoR, HD, U16, Mordor, Other).' })
  @ApiAnswer(200, QuestExpansionListSchema)
  expansions(@Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<QuestExpansion[]> {
    return this.quests.expansions(lang);
  }

  @Get('map/:mapId')
  @ApiOperation({ summary: 'The quests on a map', description: 'QuestPage: quests whose primary map, area or zone is the map, or with a marker there; by name (10000 a page by default).' })
  @ApiAnswer(200, QuestPageSchema)
  @ApiNotFoundResponse({ description: 'no map with this id' })
  onMap(@IdParam('mapId') mapId: number, @Query() query: QuestPageQuery, @QueryLang() lang: LanguageCode): Promise<QuestPage> {
    return this.quests.onMap(mapId, query, lang);
  }

  @Get('zone/:zone')
  @ApiOperation({ summary: 'The quests of a zone', description: "QuestPage: the zone's quests by name (10000 a page by default); the zone is its map id or its name in any language." })
  @ApiParam({ name: 'zone', description: 'a zone map id (e.g. 268437603) or name (e.g. Bree-land, Breeland)' })
  @ApiAnswer(200, QuestPageSchema)
  @ApiNotFoundResponse({ description: 'no zone with this id or name' })
  inZone(@Param('zone') zone: string, @Query() query: QuestPageQuery, @QueryLang() lang: LanguageCode): Promise<QuestPage> {
    return this.quests.inZone(zone, query, lang);
  }

  @Get(':id')
  @ApiOperation({
    summary: "A quest's details",
    description: 'QuestDetail: the list fields, description, objectives with their markers, every marker by index, rewards (xp, gold/silver/copper, items, selectable items, reputation), comments.',
  })
  @ApiAnswer(200, QuestDetailSchema)
  @ApiNotFoundResponse({ description: 'no quest with this id' })
  detail(@IdParam() id: number, @Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<QuestDetail> {
    return this.quests.detail(id, lang);
  }

  @Get(':id/chain')
  @ApiOperation({
    summary: "A quest's place in its chain",
    description: 'QuestChain { position, totalQuests, isInChain, prerequisiteQuest, nextQuest, warnings (positionEstimated, brokenChain), isIncomplete, quests }.',
  })
  @ApiAnswer(200, QuestChainSchema)
  @ApiNotFoundResponse({ description: 'no quest with this id' })
  chain(@IdParam() id: number, @Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<QuestChain> {
    return this.quests.chain(id, lang);
  }
}
