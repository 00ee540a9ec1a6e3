import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  BUG_CATEGORIES,
  BUG_REPORT_FIELD,
  CORRECTION_ENTITY_TYPES,
  CORRECTION_LIMITS,
  CORRECTION_TEXT_MIN_LENGTH,
  QUEST_CORRECTABLE_FIELDS,
  type CorrectionEntityType,
  type CorrectionSubmission,
} from '@eoa/contracts';

/** The spec's texts (public tools §5), so the dialogs can show the server's message as it is. */
export const CORRECTION_MESSAGES = {
  bugCategory: 'Please select a bug category',
  bugDescription: `Please provide a detailed description (minimum ${CORRECTION_TEXT_MIN_LENGTH} characters)`,
  explanation: `Please provide a detailed explanation (minimum ${CORRECTION_TEXT_MIN_LENGTH} characters)`,
  field: 'Please select a field to correct',
  bugField: `fieldName must be "${BUG_REPORT_FIELD}" for a bug report`,
  entityType: `entityType must be one of: ${CORRECTION_ENTITY_TYPES.join(', ')}`,
  email: 'userEmail must be a valid e-mail address',
} as const;

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;

type Submitted = Partial<Record<keyof CorrectionSubmission, unknown>>;
const entityTypeOf = (args: ValidationArguments): unknown => (args.object as Submitted).entityType;

// Decorators of a property run bottom-up and stop at the first failure: type checks sit lowest.

/** Trims text; blank optional text becomes undefined (stored as NULL). Non-strings pass to the validators. */
function optionalText({ value }: { value: unknown }): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function requiredText({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** Quest: one of the correctable fields; Bug: 'bug_report'; NPC: any short field name. */
@ValidatorConstraint({ name: 'correctionField' })
class CorrectionFieldRule implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    if (typeof value !== 'string' || value === '') return false;
    const entityType = entityTypeOf(args);
    if (entityType === 'Quest') return (QUEST_CORRECTABLE_FIELDS as readonly string[]).includes(value);
    if (entityType === 'Bug') return value === BUG_REPORT_FIELD;
    return value.length <= CORRECTION_LIMITS.fieldName;
  }

  defaultMessage(args: ValidationArguments): string {
    const value: unknown = args.value;
    if (entityTypeOf(args) === 'Bug') return CORRECTION_MESSAGES.bugField;
    if (typeof value === 'string' && value.length > CORRECTION_LIMITS.fieldName && entityTypeOf(args) !== 'Quest') {
      return tooLong('fieldName', CORRECTION_LIMITS.fieldName);
    }
    return CORRECTION_MESSAGES.field;
  }
}

/** Bug: the category (required, one of BUG_CATEGORIES); otherwise the optional entity name. */
@ValidatorConstraint({ name: 'correctionEntityName' })
class CorrectionEntityNameRule implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    if (entityTypeOf(args) === 'Bug') return typeof value === 'string' && (BUG_CATEGORIES as readonly string[]).includes(value);
    if (value === undefined) return true;
    return typeof value === 'string' && value.length <= CORRECTION_LIMITS.entityName;
  }

  defaultMessage(args: ValidationArguments): string {
    if (entityTypeOf(args) === 'Bug') return CORRECTION_MESSAGES.bugCategory;
    return typeof args.value === 'string' ? tooLong('entityName', CORRECTION_LIMITS.entityName) : 'entityName must be a string';
  }
}

const reasonMessage = (args: ValidationArguments): string =>
  entityTypeOf(args) === 'Bug' ? CORRECTION_MESSAGES.bugDescription : CORRECTION_MESSAGES.explanation;

/**
 * POST /api/corrections. A bug report is a correction with entityType 'Bug' (see README):
 * entityName = category, fieldName = 'bug_report', reason = description, currentValue = steps to
 * reproduce, suggestedValue = browser information.
 */
export class CreateCorrectionDto implements CorrectionSubmission {
  @ApiProperty({ enum: CORRECTION_ENTITY_TYPES })
  @IsIn(CORRECTION_ENTITY_TYPES, { message: CORRECTION_MESSAGES.entityType })
  entityType!: CorrectionEntityType;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.entityId, description: 'Quest or NPC id' })
  @IsOptional()
  @Transform(optionalText)
  @MaxLength(CORRECTION_LIMITS.entityId, { message: tooLong('entityId', CORRECTION_LIMITS.entityId) })
  @IsString()
  entityId?: string;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.entityName, description: 'Quest or NPC name; for a bug: the category' })
  @Transform(optionalText)
  @Validate(CorrectionEntityNameRule)
  entityName?: string;

  @ApiProperty({ description: `Quest: ${QUEST_CORRECTABLE_FIELDS.join(', ')}; Bug: ${BUG_REPORT_FIELD}` })
  @Transform(requiredText)
  @Validate(CorrectionFieldRule)
  fieldName!: string;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.value, description: 'For a bug: steps to reproduce' })
  @IsOptional()
  @Transform(optionalText)
  @MaxLength(CORRECTION_LIMITS.value, { message: tooLong('currentValue', CORRECTION_LIMITS.value) })
  @IsString()
  currentValue?: string;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.value, description: 'For a bug: browser information' })
  @IsOptional()
  @Transform(optionalText)
  @MaxLength(CORRECTION_LIMITS.value, { message: tooLong('suggestedValue', CORRECTION_LIMITS.value) })
  @IsString()
  suggestedValue?: string;

  @ApiProperty({ minLength: CORRECTION_TEXT_MIN_LENGTH, maxLength: CORRECTION_LIMITS.reason, description: 'For a bug: the description' })
  @Transform(requiredText)
  @MaxLength(CORRECTION_LIMITS.reason, { message: tooLong('reason', CORRECTION_LIMITS.reason) })
  @MinLength(CORRECTION_TEXT_MIN_LENGTH, { message: reasonMessage })
  @IsString({ message: reasonMessage })
  reason!: string;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.userName })
  @IsOptional()
  @Transform(optionalText)
  @MaxLength(CORRECTION_LIMITS.userName, { message: tooLong('userName', CORRECTION_LIMITS.userName) })
  @IsString()
  userName?: string;

  @ApiPropertyOptional({ maxLength: CORRECTION_LIMITS.userEmail })
  @IsOptional()
  @Transform(optionalText)
  @MaxLength(CORRECTION_LIMITS.userEmail, { message: tooLong('userEmail', CORRECTION_LIMITS.userEmail) })
  @IsEmail({}, { message: CORRECTION_MESSAGES.email })
  userEmail?: string;
}
