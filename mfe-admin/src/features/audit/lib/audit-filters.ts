import type { AuditAction, AuditEntityType, AuditQuery } from '@eoa/contracts';
import type { BadgeTone } from '@eoa/ui';

/** The audit screen's filters as the address keeps them (dates as the date inputs give them, YYYY-MM-DD). */
export interface AuditFilterValues {
  action: AuditAction | null;
  username: string;
  entityType: AuditEntityType | null;
  startDate: string;
  endDate: string;
  page: number;
}

/**
 * The call's query: a start date from the beginning of that day and an end date to its last millisecond, in the
 * browser's time zone, sent as ISO (spec 3 §7).
 */
export function auditQueryOf(filters: AuditFilterValues): Omit<AuditQuery, 'pageSize'> {
  return {
    page: filters.page,
    action: filters.action ?? undefined,
    username: filters.username.trim() || undefined,
    entityType: filters.entityType ?? undefined,
    startDate: filters.startDate ? new Date(`${filters.startDate}T00:00:00`).toISOString() : undefined,
    endDate: filters.endDate ? new Date(`${filters.endDate}T23:59:59.999`).toISOString() : undefined,
  };
}

export const hasFilters = (filters: AuditFilterValues) =>
  filters.action !== null || filters.username.trim() !== '' || filters.entityType !== null || filters.startDate !== '' || filters.endDate !== '';

/** An action's badge colour: removals and refusals red, approvals and fixes green, restores and resets orange… */
export function actionTone(action: AuditAction): BadgeTone {
  if (/_(delete|reject)$/.test(action)) return 'red';
  if (/_(approve|fixed)$/.test(action)) return 'green';
  if (/_(reset|restore|bulk_exclude)$/.test(action) || action === 'calibration_reload') return 'orange';
  if (action === 'login' || action === 'logout') return 'grey';
  if (action === 'backup_create') return 'teal';
  return 'blue';
}
