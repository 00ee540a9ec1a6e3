import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import {
  CORRECTION_ENTITY_TYPES,
  CORRECTION_STATUSES,
  CORRECTIONS_MAX_PAGE_SIZE,
  CORRECTIONS_PUBLIC_PAGE_SIZE,
  type CorrectionEntityType,
  type CorrectionStatus,
  type PublicCorrectionsQuery,
} from '@eoa/contracts';
import { emptyToUndefined, PagedQuery } from '@eoa/server-kit';

/** GET /api/corrections/public query (decorators run bottom-up, stopping at the first failure). */
export class PublicCorrectionsQueryDto
  extends PagedQuery({ maxPageSize: CORRECTIONS_MAX_PAGE_SIZE, defaultPageSize: CORRECTIONS_PUBLIC_PAGE_SIZE })
  implements PublicCorrectionsQuery
{
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
