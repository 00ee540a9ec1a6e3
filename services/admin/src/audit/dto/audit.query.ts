import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  ADMIN_AUDIT_MAX_PAGE_SIZE,
  ADMIN_AUDIT_PAGE_SIZE,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  MAX_ID,
  type AuditAction,
  type AuditEntityType,
  type AuditQuery,
} from '@eoa/contracts';
import { emptyToUndefined, InvalidRequestException, IsIsoDate, isoDateMessage, PagedQuery, requireIsoDate, toInt } from '@eoa/server-kit';
import { inputIssue } from '../../common/input-issue.js';

/** GET /admin/audit query (spec 3 §7, with the earlier reading's questId and limit as aliases). */
// pageSize is left undefined when absent: the earlier reading's `limit` is taken then, else the default (auditFilters).
export class AuditQueryDto
  extends PagedQuery({ maxPageSize: ADMIN_AUDIT_MAX_PAGE_SIZE, defaultPageSize: ADMIN_AUDIT_PAGE_SIZE, fillDefault: false })
  implements AuditQuery
{

  @ApiPropertyOptional({ minimum: 1, maximum: ADMIN_AUDIT_MAX_PAGE_SIZE, description: 'The earlier reading of pageSize (used when pageSize is absent)' })
  @IsOptional()
  @Transform(toInt)
  @Max(ADMIN_AUDIT_MAX_PAGE_SIZE, { message: `limit must not be greater than ${ADMIN_AUDIT_MAX_PAGE_SIZE}` })
  @Min(1, { message: 'limit must be 1 or more' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ maxLength: 100, description: 'Part of the username, any case' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @MaxLength(100, { message: 'username must be at most 100 characters' })
  @IsString({ message: 'username must be a single text value' })
  username?: string;

  @ApiPropertyOptional({ enum: AUDIT_ENTITY_TYPES })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(AUDIT_ENTITY_TYPES, { message: `entityType must be one of: ${AUDIT_ENTITY_TYPES.join(', ')}` })
  entityType?: AuditEntityType;

  @ApiPropertyOptional({ maxLength: 200, description: 'The record id (exact), e.g. a quest id or a setting key' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @MaxLength(200, { message: 'entityId must be at most 200 characters' })
  @IsString({ message: 'entityId must be a single text value' })
  entityId?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ID, description: 'The earlier reading: entityType Quest and this entityId' })
  @IsOptional()
  @Transform(toInt)
  @Max(MAX_ID, { message: `questId must not be greater than ${MAX_ID}` })
  @Min(1, { message: 'questId must be 1 or more' })
  @IsInt({ message: 'questId must be a whole number' })
  questId?: number;

  @ApiPropertyOptional({ description: 'ISO 8601 date or date-time (UTC unless a zone is given); entries at or after it' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIsoDate()
  startDate?: string;

  @ApiPropertyOptional({ description: 'ISO 8601 date or date-time (UTC unless a zone is given); entries up to it (a bare date includes that whole day, UTC)' })
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIsoDate()
  endDate?: string;
}

/** The filters of an AuditQueryDto once its aliases and dates are resolved. */
export interface AuditFilters {
  page: number;
  pageSize: number;
  action?: AuditAction;
  username?: string;
  entityType?: AuditEntityType;
  entityId?: string;
  /** Entries at or after. */
  from?: Date;
  /** Entries strictly before (a bare end date's next midnight; a date-time one millisecond on). */
  before?: Date;
}

/** Resolves the aliases (questId, limit) and the dates; 400 for contradictions and impossible dates. */
export function auditFilters(query: AuditQueryDto): AuditFilters {
  let { entityType, entityId } = query;
  if (query.questId !== undefined) {
    if ((entityType && entityType !== 'Quest') || (entityId !== undefined && entityId !== String(query.questId))) {
      throw new InvalidRequestException([inputIssue('questId', 'admin.questIdCombined', {})]);
    }
    entityType = 'Quest';
    entityId = String(query.questId);
  }
  const from = query.startDate ? requireIsoDate(query.startDate, isoDateMessage('startDate')).date : undefined;
  let before: Date | undefined;
  if (query.endDate) {
    const end = requireIsoDate(query.endDate, isoDateMessage('endDate'));
    before = new Date(end.date.getTime() + (end.dateOnly ? 86_400_000 : 1));
  }
  if (from && before && from.getTime() >= before.getTime()) {
    throw new InvalidRequestException([inputIssue('startDate', 'field.notAfter', { field: 'startDate', other: 'endDate' })]);
  }
  return {
    page: query.page,
    pageSize: query.pageSize ?? query.limit ?? ADMIN_AUDIT_PAGE_SIZE,
    action: query.action,
    username: query.username,
    entityType,
    entityId,
    from,
    before,
  };
}
