import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import {
  CORRECTION_ENTITY_TYPES,
  CORRECTION_LIMITS,
  CORRECTION_STATUSES,
  type CorrectionEdit,
  type CorrectionEntityType,
  type CorrectionStatus,
} from '@eoa/contracts';
import { IsIsoDate, isoDateMessage } from '@eoa/server-kit';
import { CORRECTION_MESSAGES } from './create-correction.dto.js';
import { ADMIN_NOTES_MAX_LENGTH } from './correction-review.dto.js';

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;
const required = (field: string) => `${field} must not be empty`;

/** Trims text; blank text becomes null (clears the field). Absent stays absent, non-text goes to the validators. */
function nullableText({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
}

function requiredText({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

export const REVIEWED_AT_MESSAGE = `${isoDateMessage('reviewedAt')} or null`;

/** Present (null included): validated. Absent: the field keeps its value. */
const present = (_object: object, value: unknown) => value !== undefined;

/**
 * PUT /admin/corrections/{id} body: every editable field (spec 3 §2 edit modal), each optional — a field sent
 * replaces the stored one (null or blank text clears a nullable field), a field left out keeps its value. The
 * limits are the public submission's (CORRECTION_LIMITS); the edit form may set any status (§4).
 */
export class CorrectionEditDto implements Partial<CorrectionEdit> {
  @ApiPropertyOptional({ enum: CORRECTION_ENTITY_TYPES })
  @ValidateIf(present)
  @IsIn(CORRECTION_ENTITY_TYPES, { message: CORRECTION_MESSAGES.entityType })
  entityType?: CorrectionEntityType;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.entityId, nullable: true })
  @IsOptional()
  @Transform(nullableText)
  @MaxLength(CORRECTION_LIMITS.entityId, { message: tooLong('entityId', CORRECTION_LIMITS.entityId) })
  @IsString({ message: 'entityId must be text or null' })
  entityId?: string | null;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.entityName, nullable: true })
  @IsOptional()
  @Transform(nullableText)
  @MaxLength(CORRECTION_LIMITS.entityName, { message: tooLong('entityName', CORRECTION_LIMITS.entityName) })
  @IsString({ message: 'entityName must be text or null' })
  entityName?: string | null;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.fieldName })
  @ValidateIf(present)
  @Transform(requiredText)
  @MaxLength(CORRECTION_LIMITS.fieldName, { message: tooLong('fieldName', CORRECTION_LIMITS.fieldName) })
  @MinLength(1, { message: required('fieldName') })
  @IsString({ message: required('fieldName') })
  fieldName?: string;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.value, nullable: true })
  @IsOptional()
  @Transform(nullableText)
  @MaxLength(CORRECTION_LIMITS.value, { message: tooLong('currentValue', CORRECTION_LIMITS.value) })
  @IsString({ message: 'currentValue must be text or null' })
  currentValue?: string | null;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.value, nullable: true })
  @IsOptional()
  @Transform(nullableText)
  @MaxLength(CORRECTION_LIMITS.value, { message: tooLong('suggestedValue', CORRECTION_LIMITS.value) })
  @IsString({ message: 'suggestedValue must be text or null' })
  suggestedValue?: string | null;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.reason })
  @ValidateIf(present)
  @Transform(requiredText)
  @MaxLength(CORRECTION_LIMITS.reason, { message: tooLong('reason', CORRECTION_LIMITS.reason) })
  @MinLength(1, { message: required('reason') })
  @IsString({ message: required('reason') })
  reason?: string;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.userName, nullable: true })
  @IsOptional()
  @Transform(nullableText)
  @MaxLength(CORRECTION_LIMITS.userName, { message: tooLong('userName', CORRECTION_LIMITS.userName) })
  @IsString({ message: 'userName must be text or null' })
  userName?: string | null;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.userEmail, nullable: true })
  @IsOptional()
  @Transform(nullableText)
  @MaxLength(CORRECTION_LIMITS.userEmail, { message: tooLong('userEmail', CORRECTION_LIMITS.userEmail) })
  @IsEmail({}, { message: CORRECTION_MESSAGES.email })
  userEmail?: string | null;

  @ApiPropertyOptional({ enum: CORRECTION_STATUSES, description: 'Any status (the edit form is not bound by the review moves)' })
  @ValidateIf(present)
  @IsIn(CORRECTION_STATUSES, { message: `status must be one of: ${CORRECTION_STATUSES.join(', ')}` })
  status?: CorrectionStatus;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.userName, nullable: true })
  @IsOptional()
  @Transform(nullableText)
  @MaxLength(CORRECTION_LIMITS.userName, { message: tooLong('reviewedBy', CORRECTION_LIMITS.userName) })
  @IsString({ message: 'reviewedBy must be text or null' })
  reviewedBy?: string | null;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, description: 'ISO 8601 date or date-time, UTC unless a zone is given (server-kit parseIsoDate)' })
  @IsOptional()
  @Transform(nullableText)
  @IsIsoDate({ message: REVIEWED_AT_MESSAGE })
  reviewedAt?: string | null;

  @ApiPropertyOptional({ maxLength: ADMIN_NOTES_MAX_LENGTH, nullable: true })
  @IsOptional()
  @Transform(nullableText)
  @MaxLength(ADMIN_NOTES_MAX_LENGTH, { message: tooLong('adminNotes', ADMIN_NOTES_MAX_LENGTH) })
  @IsString({ message: 'adminNotes must be text or null' })
  adminNotes?: string | null;
}
