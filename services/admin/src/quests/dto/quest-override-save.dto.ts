import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ADMIN_MARKER_SOURCE_SPACE,
  EXPANSION_ERAS,
  MAX_ID,
  QUEST_OVERRIDE_LIMITS,
  type ExpansionEra,
  type QuestFieldOverrides,
  type QuestMarkerOverride,
  type QuestOverrideSave,
} from '@eoa/contracts';

/** The level range of quests (the game's 1–50). */
export const QUEST_LEVEL = { min: 1, max: 50 } as const;

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;
const textOrNull = (field: string) => `${field} must be text or null`;
/** Validated when present and not null (null and absent mean "the original"). */
const given = (_object: object, value: unknown) => value !== null && value !== undefined;
const finite = { allowNaN: false, allowInfinity: false } as const;

/** fieldOverrides of the save payload (spec 3 §3): null or absent = the original (§5). */
export class QuestFieldOverridesDto implements QuestFieldOverrides {
  @ApiPropertyOptional({ nullable: true, maxLength: QUEST_OVERRIDE_LIMITS.name })
  @ValidateIf(given)
  @MaxLength(QUEST_OVERRIDE_LIMITS.name, { message: tooLong('fieldOverrides.name', QUEST_OVERRIDE_LIMITS.name) })
  @IsString({ message: textOrNull('fieldOverrides.name') })
  name?: string | null;

  @ApiPropertyOptional({ nullable: true, minimum: QUEST_LEVEL.min, maximum: QUEST_LEVEL.max })
  @ValidateIf(given)
  @Max(QUEST_LEVEL.max, { message: `fieldOverrides.level must be an integer from ${QUEST_LEVEL.min} to ${QUEST_LEVEL.max}` })
  @Min(QUEST_LEVEL.min, { message: `fieldOverrides.level must be an integer from ${QUEST_LEVEL.min} to ${QUEST_LEVEL.max}` })
  @IsInt({ message: `fieldOverrides.level must be an integer from ${QUEST_LEVEL.min} to ${QUEST_LEVEL.max}` })
  level?: number | null;

  @ApiPropertyOptional({ nullable: true, maxLength: QUEST_OVERRIDE_LIMITS.description })
  @ValidateIf(given)
  @MaxLength(QUEST_OVERRIDE_LIMITS.description, { message: tooLong('fieldOverrides.description', QUEST_OVERRIDE_LIMITS.description) })
  @IsString({ message: textOrNull('fieldOverrides.description') })
  description?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'a quest category id (GET /quests/categories)' })
  @ValidateIf(given)
  @Max(MAX_ID, { message: 'fieldOverrides.category must be a quest category id (GET /quests/categories)' })
  @Min(1, { message: 'fieldOverrides.category must be a quest category id (GET /quests/categories)' })
  @IsInt({ message: 'fieldOverrides.category must be a quest category id (GET /quests/categories)' })
  category?: number | null;
}

const sourceSpaceMessage = (field: string, max: number) => `${field} must be a number from 0 to ${max} (the 500×375 source space) or null`;

/** A marker override (spec 3 §3) in the 500×375 source space; 0 or null = no override on that axis (§5). */
export class QuestMarkerOverrideDto implements QuestMarkerOverride {
  @ApiProperty({ nullable: true, description: "the seeded marker's index; null for a new marker" })
  @ValidateIf(given)
  @Max(MAX_ID, { message: 'markerOverrides.index must be a marker index (from 1) or null' })
  @Min(1, { message: 'markerOverrides.index must be a marker index (from 1) or null' })
  @IsInt({ message: 'markerOverrides.index must be a marker index (from 1) or null' })
  index!: number | null;

  @ApiProperty({ maxLength: QUEST_OVERRIDE_LIMITS.markerName })
  @MaxLength(QUEST_OVERRIDE_LIMITS.markerName, { message: tooLong('markerOverrides.name', QUEST_OVERRIDE_LIMITS.markerName) })
  @IsString({ message: 'markerOverrides.name must be text' })
  name!: string;

  @ApiProperty({ minimum: 0, description: 'the objective the marker belongs to (0-based)' })
  @Max(QUEST_OVERRIDE_LIMITS.objectives - 1, { message: 'markerOverrides.objectiveIndex must be an objective number from 0' })
  @Min(0, { message: 'markerOverrides.objectiveIndex must be an objective number from 0' })
  @IsInt({ message: 'markerOverrides.objectiveIndex must be an objective number from 0' })
  objectiveIndex!: number;

  @ApiProperty({ nullable: true })
  @ValidateIf(given)
  @IsNumber(finite, { message: 'markerOverrides.originalX must be a number or null' })
  originalX!: number | null;

  @ApiProperty({ nullable: true })
  @ValidateIf(given)
  @IsNumber(finite, { message: 'markerOverrides.originalY must be a number or null' })
  originalY!: number | null;

  @ApiProperty({ nullable: true, minimum: 0, maximum: ADMIN_MARKER_SOURCE_SPACE.width })
  @ValidateIf(given)
  @Max(ADMIN_MARKER_SOURCE_SPACE.width, { message: sourceSpaceMessage('markerOverrides.overrideX', ADMIN_MARKER_SOURCE_SPACE.width) })
  @Min(0, { message: sourceSpaceMessage('markerOverrides.overrideX', ADMIN_MARKER_SOURCE_SPACE.width) })
  @IsNumber(finite, { message: sourceSpaceMessage('markerOverrides.overrideX', ADMIN_MARKER_SOURCE_SPACE.width) })
  overrideX!: number | null;

  @ApiProperty({ nullable: true, minimum: 0, maximum: ADMIN_MARKER_SOURCE_SPACE.height })
  @ValidateIf(given)
  @Max(ADMIN_MARKER_SOURCE_SPACE.height, { message: sourceSpaceMessage('markerOverrides.overrideY', ADMIN_MARKER_SOURCE_SPACE.height) })
  @Min(0, { message: sourceSpaceMessage('markerOverrides.overrideY', ADMIN_MARKER_SOURCE_SPACE.height) })
  @IsNumber(finite, { message: sourceSpaceMessage('markerOverrides.overrideY', ADMIN_MARKER_SOURCE_SPACE.height) })
  overrideY!: number | null;

  @ApiProperty()
  @IsBoolean({ message: 'markerOverrides.hidden must be true or false' })
  hidden!: boolean;
}

/** PUT /admin/quests/{id}/override body (spec 3 §3 Quest save payload); unknown properties are refused. */
export class QuestOverrideSaveDto implements QuestOverrideSave {
  @ApiProperty()
  @IsBoolean({ message: 'excluded must be true or false' })
  excluded!: boolean;

  @ApiProperty({ enum: EXPANSION_ERAS, nullable: true, description: 'null = the seeded era' })
  @ValidateIf(given)
  @IsIn(EXPANSION_ERAS, { message: `expansionEra must be one of ${EXPANSION_ERAS.join(', ')}, or null` })
  expansionEra!: ExpansionEra | null;

  @ApiPropertyOptional({ type: QuestFieldOverridesDto, description: 'absent or null: every field the original' })
  @IsOptional()
  @ValidateNested()
  @Type(() => QuestFieldOverridesDto)
  @IsObject({ message: 'fieldOverrides must be an object (name, level, description, category)' })
  fieldOverrides!: QuestFieldOverridesDto;

  @ApiPropertyOptional({ type: [QuestMarkerOverrideDto], maxItems: QUEST_OVERRIDE_LIMITS.markers, description: 'absent or null: none' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => QuestMarkerOverrideDto)
  @ArrayMaxSize(QUEST_OVERRIDE_LIMITS.markers, { message: `markerOverrides must hold at most ${QUEST_OVERRIDE_LIMITS.markers} markers` })
  @IsArray({ message: 'markerOverrides must be a list of marker overrides' })
  markerOverrides!: QuestMarkerOverrideDto[];

  @ApiPropertyOptional({ type: [String], maxItems: QUEST_OVERRIDE_LIMITS.objectives, description: 'one text per objective; empty or null = the original' })
  // Each item (a text or null) is checked by the service: class-validator's each-checks cannot let nulls through.
  @IsOptional()
  @ArrayMaxSize(QUEST_OVERRIDE_LIMITS.objectives, { message: `objectiveOverrides must hold at most ${QUEST_OVERRIDE_LIMITS.objectives} texts` })
  @IsArray({ message: 'objectiveOverrides must be a list of texts (null for the original)' })
  objectiveOverrides!: (string | null)[];

  @ApiPropertyOptional({ type: [Number], maxItems: QUEST_OVERRIDE_LIMITS.hiddenComments, description: 'absent or null: none' })
  @IsOptional()
  @Min(0, { each: true, message: 'hiddenCommentIndices must hold comment numbers from 0' })
  @IsInt({ each: true, message: 'hiddenCommentIndices must hold comment numbers from 0' })
  @ArrayMaxSize(QUEST_OVERRIDE_LIMITS.hiddenComments, { message: `hiddenCommentIndices must hold at most ${QUEST_OVERRIDE_LIMITS.hiddenComments} numbers` })
  @IsArray({ message: 'hiddenCommentIndices must be a list of comment numbers' })
  hiddenCommentIndices!: number[];

  @ApiProperty({ nullable: true, maxLength: QUEST_OVERRIDE_LIMITS.adminNotes })
  @ValidateIf(given)
  @MaxLength(QUEST_OVERRIDE_LIMITS.adminNotes, { message: tooLong('adminNotes', QUEST_OVERRIDE_LIMITS.adminNotes) })
  @IsString({ message: textOrNull('adminNotes') })
  adminNotes!: string | null;
}
