import type { z } from 'zod';
import { ADMIN_AUDIT_PAGE_SIZE, type AuditAction, type AuditEntityType, type AuditQuerySchema } from '@eoa/contracts';
import { InvalidRequestException } from '@eoa/server-kit';
import { inputIssue } from '../common/input-issue.js';

/** GET /admin/audit's query as parsed: dates read into their moments, blank filters gone. */
export type AuditQuery = z.output<typeof AuditQuerySchema>;

/** The filters of an audit query once its aliases and dates are resolved. */
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

/** Resolves the aliases (questId, limit) and the dates; 400 for contradictions. */
export function auditFilters(query: AuditQuery): AuditFilters {
  let { entityType, entityId } = query;
  if (query.questId !== undefined) {
    if ((entityType && entityType !== 'Quest') || (entityId !== undefined && entityId !== String(query.questId))) {
      throw new InvalidRequestException([inputIssue('questId', 'admin.questIdCombined', {})]);
    }
    entityType = 'Quest';
    entityId = String(query.questId);
  }
  const from = query.startDate?.date;
  const end = query.endDate;
  const before = end ? new Date(end.date.getTime() + (end.dateOnly ? 86_400_000 : 1)) : undefined;
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
