import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
} from '@nestjs/swagger';
import { AdminQuestDetailSchema, AdminQuestListQuerySchema, AdminQuestPageSchema, BulkExcludeRequestSchema, BulkExcludeResultSchema, LangQuerySchema, QuestOverrideSaveSchema, type AdminQuestDetail, type AdminQuestPage, type BulkExcludeResult, type LanguageCode } from '@eoa/contracts';
import { ACCEPT_LANGUAGE_HEADER, AdminRoutes, AdminUsername, ApiAnswer, ClientIp, IdParam, QueryLang, zodDto } from '@eoa/server-kit';
import { QuestsService } from './quests.service.js';

class AdminQuestsQueryDto extends zodDto(AdminQuestListQuerySchema) {}
class BulkExcludeDto extends zodDto(BulkExcludeRequestSchema) {}
class QuestOverrideSaveDto extends zodDto(QuestOverrideSaveSchema) {}
class LangQuery extends zodDto(LangQuerySchema) {}

// Fixed paths (bulk-exclude) come before /quests/{id}.
@AdminRoutes()
@ApiHeader(ACCEPT_LANGUAGE_HEADER)
@ApiServiceUnavailableResponse({ description: 'The atlas service (the quests as seeded) cannot be reached' })
@Controller('admin/quests')
export class QuestsController {
  constructor(private readonly quests: QuestsService) {}

  @Get()
  @ApiOperation({
    summary: 'The quests with their editorial state: filters excluded, hasOverrides, search (id or any-language name), expansion; every quest on one page by default',
  })
  @ApiAnswer(200, AdminQuestPageSchema)
  list(@Query() query: AdminQuestsQueryDto, @QueryLang() lang: LanguageCode): Promise<AdminQuestPage> {
    return this.quests.list(query, lang);
  }

  @Post('bulk-exclude')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Exclude (or Include again) many quests at once; each quest that changes is audited (quest_bulk_exclude)' })
  @ApiAnswer(200, BulkExcludeResultSchema)
  @ApiBadRequestResponse({ description: 'No ids, more than 10000, an id that is no quest (named), an unknown Action' })
  bulkExclude(@Body() body: BulkExcludeDto, @AdminUsername() username: string, @ClientIp() ipAddress: string): Promise<BulkExcludeResult> {
    return this.quests.bulkExclude(body, { username, ipAddress });
  }

  @Get(':id')
  @ApiOperation({ summary: "A quest as seeded with its editorial record: overrideInfo, overrideFields, objectives' markers in the 500×375 source space, comments" })
  @ApiAnswer(200, AdminQuestDetailSchema)
  @ApiNotFoundResponse({ description: 'No quest with this id' })
  detail(@IdParam() id: number, @Query() _query: LangQuery, @QueryLang() lang: LanguageCode): Promise<AdminQuestDetail> {
    return this.quests.detail(id, lang);
  }

  @Put(':id/override')
  @ApiOperation({ summary: "Save a quest's overrides (exclusion, era, fields, markers, objective texts, hidden comments, notes); version + 1; audited (quest_edit)" })
  @ApiAnswer(200, AdminQuestDetailSchema, 'AdminQuestDetail as saved')
  @ApiBadRequestResponse({ description: 'A value out of range or of the wrong type, an unknown property, category, objective, marker or comment' })
  @ApiNotFoundResponse({ description: 'No quest with this id' })
  @ApiConflictResponse({ description: 'Two first saves of the quest at the same moment' })
  save(
    @IdParam() id: number,
    @Query() _query: LangQuery,
    @Body() body: QuestOverrideSaveDto,
    @AdminUsername() username: string,
    @ClientIp() ipAddress: string,
    @QueryLang() lang: LanguageCode,
  ): Promise<AdminQuestDetail> {
    return this.quests.save(id, body, { username, ipAddress }, lang);
  }

  @Delete(':id/override')
  @ApiOperation({ summary: "Delete a quest's record: every override and the exclusion go; audited (quest_override_delete)" })
  @ApiAnswer(200, AdminQuestDetailSchema, 'AdminQuestDetail: the quest as seeded')
  @ApiNotFoundResponse({ description: 'No quest with this id, or it has no record' })
  remove(
    @IdParam() id: number,
    @Query() _query: LangQuery,
    @AdminUsername() username: string,
    @ClientIp() ipAddress: string,
    @QueryLang() lang: LanguageCode,
  ): Promise<AdminQuestDetail> {
    return this.quests.remove(id, { username, ipAddress }, lang);
  }
}
