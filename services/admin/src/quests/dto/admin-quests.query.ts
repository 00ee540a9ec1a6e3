import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ADMIN_QUEST_PAGE_SIZE, EXPANSION_ERAS, type AdminQuestListQuery, type ExpansionEra } from '@eoa/contracts';
import { canonical, emptyToUndefined, LangQuery, PagedQuery, toBoolean, trimmed } from '@eoa/server-kit';

/** The longest search text (a quest name is at most 200 characters). */
export const QUEST_SEARCH_MAX_LENGTH = 200;

/** GET /admin/quests query (spec 3 §7): every filter optional; every quest on one page by default (§9). */
export class AdminQuestsQueryDto
  extends IntersectionType(LangQuery, PagedQuery({ maxPageSize: ADMIN_QUEST_PAGE_SIZE, defaultPageSize: ADMIN_QUEST_PAGE_SIZE }))
  implements AdminQuestListQuery
{
  @ApiPropertyOptional({ description: 'true: only excluded quests; false: only the others' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Transform(toBoolean)
  @IsBoolean({ message: 'excluded must be true or false' })
  excluded?: boolean;

  @ApiPropertyOptional({ description: 'true: only quests an editor changed; false: only the others' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Transform(toBoolean)
  @IsBoolean({ message: 'hasOverrides must be true or false' })
  hasOverrides?: boolean;

  @ApiPropertyOptional({ maxLength: QUEST_SEARCH_MAX_LENGTH, description: 'a quest id, or part of its name in any language (any case and accents)' })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(QUEST_SEARCH_MAX_LENGTH, { message: `search must be at most ${QUEST_SEARCH_MAX_LENGTH} characters` })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiPropertyOptional({ enum: EXPANSION_ERAS, description: 'the era shown (an override era counts)' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Transform(canonical(EXPANSION_ERAS))
  @IsIn(EXPANSION_ERAS, { message: `expansion must be one of: ${EXPANSION_ERAS.join(', ')}` })
  expansion?: ExpansionEra;
}
