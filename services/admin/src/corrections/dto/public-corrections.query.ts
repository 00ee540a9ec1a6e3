import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  CORRECTION_ENTITY_TYPES,
  CORRECTION_STATUSES,
  CORRECTIONS_MAX_PAGE_SIZE,
  CORRECTIONS_PUBLIC_PAGE_SIZE,
  MAX_PAGE_NUMBER,
  type CorrectionEntityType,
  type CorrectionStatus,
  type PublicCorrectionsQuery,
} from '@eoa/contracts';

/** An empty filter (e.g. "?status=" from an "All" choice) means no filter. */
function emptyToUndefined({ value }: { value: unknown }): unknown {
  return value === '' ? undefined : value;
}

/** GET /api/corrections/public query (decorators run bottom-up, stopping at the first failure). */
export class PublicCorrectionsQueryDto implements PublicCorrectionsQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_PAGE_NUMBER, { message: `page must not be greater than ${MAX_PAGE_NUMBER}` })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: CORRECTIONS_MAX_PAGE_SIZE, default: CORRECTIONS_PUBLIC_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Max(CORRECTIONS_MAX_PAGE_SIZE, { message: `pageSize must not be greater than ${CORRECTIONS_MAX_PAGE_SIZE}` })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @IsInt({ message: 'pageSize must be a whole number' })
  pageSize: number = CORRECTIONS_PUBLIC_PAGE_SIZE;

  @ApiPropertyOptional({ enum: CORRECTION_STATUSES })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(CORRECTION_STATUSES, { message: `status must be one of: ${CORRECTION_STATUSES.join(', ')}` })
  status?: CorrectionStatus;

  @ApiPropertyOptional({ enum: CORRECTION_ENTITY_TYPES })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(CORRECTION_ENTITY_TYPES, { message: `entityType must be one of: ${CORRECTION_ENTITY_TYPES.join(', ')}` })
  entityType?: CorrectionEntityType;
}
