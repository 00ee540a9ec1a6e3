import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { AuditEntityType, AuditPage } from '@eoa/contracts';
import { ADMIN_AUDIT_QUERY_ROOT } from '../lib/query-keys';

/** How many of a record's audit entries the history shows (newest first). */
export const RECORD_HISTORY_PAGE_SIZE = 20;

/** GET /admin/audit?entityType&entityId — one record's audit entries, newest first. */
export const getRecordHistory = (entityType: AuditEntityType, entityId: string, signal?: AbortSignal) =>
  apiGet<AuditPage>('/admin/audit', { query: { entityType, entityId, page: 1, pageSize: RECORD_HISTORY_PAGE_SIZE }, signal });

/** A record's history; under ['admin', 'audit'] so every write that invalidates the audit log refreshes it too. */
export function useRecordHistory(entityType: AuditEntityType, entityId: string) {
  return useQuery({
    queryKey: [...ADMIN_AUDIT_QUERY_ROOT, 'record', entityType, entityId],
    queryFn: ({ signal }) => getRecordHistory(entityType, entityId, signal),
  });
}
