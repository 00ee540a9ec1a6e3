import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CORRECTION_LIMITS, type CorrectionReviewRequest } from '@eoa/contracts';

/** The longest admin note (the same bound as a correction's reason). */
export const ADMIN_NOTES_MAX_LENGTH = CORRECTION_LIMITS.reason;

/** PUT /admin/corrections/{id}/{approve|reject|in-progress|fixed} body; notes are optional (§5). */
export class CorrectionReviewDto implements CorrectionReviewRequest {
  @ApiPropertyOptional({ maxLength: ADMIN_NOTES_MAX_LENGTH, nullable: true, description: 'Replaces the notes when given (blank or null clears them); absent keeps them' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @MaxLength(ADMIN_NOTES_MAX_LENGTH, { message: `adminNotes must be at most ${ADMIN_NOTES_MAX_LENGTH} characters` })
  @IsString({ message: 'adminNotes must be text' })
  adminNotes?: string | null;
}
