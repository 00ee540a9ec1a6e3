import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  ADMIN_QUEST_PAGE_SIZE,
  EXPANSION_ERAS,
  LANGUAGE_CODES,
  MAX_PAGE_NUMBER,
  type AdminQuestListQuery,
  type ExpansionEra,
  type LanguageCode,
} from '@eoa/contracts';
import { canonical, toBoolean, toInt, trimmed } from '@eoa/server-kit';

/** The longest search text (a quest name is at most 200 characters). */
export const QUEST_SEARCH_MAX_LENGTH = 200;

/** An empty filter ("?expansion=" from an "All" choice) means no filter. */
function emptyToUndefined({ value }: { value: unknown }): unknown {
  return value === '' ? undefined : value;
}

/** "de", "DE", "de-AT" → "de"; anything else stays as it came (and is refused). */
function toLanguage({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const code = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGE_CODES as readonly string[]).includes(code ?? '') ? code : value;
}

/** `lang`: the answer's language (else Accept-Language). */
export class LangQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGE_CODES, description: "the answer's language (else Accept-Language)" })
  @IsOptional()
  @Transform(toLanguage)
  @IsIn(LANGUAGE_CODES, { message: `lang must be one of: ${LANGUAGE_CODES.join(', ')}` })
  lang?: LanguageCode;
}

/** GET /admin/quests query (spec 3 §7): every filter optional; every quest on one page by default (§9). */
export class AdminQuestsQueryDto extends LangQueryDto implements AdminQuestListQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 })
  @IsOptional()
  @Transform(toInt)
  @Max(MAX_PAGE_NUMBER, { message: `page must not be greater than ${MAX_PAGE_NUMBER}` })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_QUEST_PAGE_SIZE, default: ADMIN_QUEST_PAGE_SIZE })
  @IsOptional()
  @Transform(toInt)
  @Max(ADMIN_QUEST_PAGE_SIZE, { message: `pageSize must not be greater than ${ADMIN_QUEST_PAGE_SIZE}` })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @IsInt({ message: 'pageSize must be a whole number' })
  pageSize: number = ADMIN_QUEST_PAGE_SIZE;

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
