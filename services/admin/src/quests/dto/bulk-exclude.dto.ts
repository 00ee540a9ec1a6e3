import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ADMIN_QUEST_PAGE_SIZE, BULK_EXCLUDE_ACTIONS, QUEST_OVERRIDE_LIMITS, type BulkExcludeAction, type BulkExcludeRequest } from '@eoa/contracts';

const QUEST_IDS_MESSAGE = 'QuestIds must be quest ids written as text, e.g. ["1879200001"]';

/** POST /admin/quests/bulk-exclude body (spec 3 §7, the spec's capitalised names); Include undoes an exclusion. */
export class BulkExcludeDto implements BulkExcludeRequest {
  @ApiProperty({ type: [String], minItems: 1, maxItems: ADMIN_QUEST_PAGE_SIZE, example: ['1879200001'] })
  @Matches(/^[1-9]\d{0,9}$/, { each: true, message: QUEST_IDS_MESSAGE })
  @IsString({ each: true, message: QUEST_IDS_MESSAGE })
  @ArrayMaxSize(ADMIN_QUEST_PAGE_SIZE, { message: `QuestIds must hold at most ${ADMIN_QUEST_PAGE_SIZE} ids` })
  @ArrayMinSize(1, { message: 'QuestIds must name at least one quest' })
  @IsArray({ message: QUEST_IDS_MESSAGE })
  QuestIds!: string[];

  @ApiProperty({ enum: BULK_EXCLUDE_ACTIONS })
  @IsIn(BULK_EXCLUDE_ACTIONS, { message: `Action must be one of: ${BULK_EXCLUDE_ACTIONS.join(', ')}` })
  Action!: BulkExcludeAction;

  @ApiPropertyOptional({ maxLength: QUEST_OVERRIDE_LIMITS.adminNotes, description: 'why (kept in each quest\'s audit entry)' })
  @IsOptional()
  @MaxLength(QUEST_OVERRIDE_LIMITS.adminNotes, { message: `Notes must be at most ${QUEST_OVERRIDE_LIMITS.adminNotes} characters` })
  @IsString({ message: 'Notes must be text' })
  Notes?: string;
}
