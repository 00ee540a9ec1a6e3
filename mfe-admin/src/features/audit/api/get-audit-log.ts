import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import { ADMIN_AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '@eoa/contracts';
import { ADMIN_AUDIT_QUERY_ROOT } from '../../../lib/query-keys';

export const getAuditLog = (query: AuditQuery, signal?: AbortSignal) => apiGet<AuditPage>('/admin/audit', { query: { ...query }, signal });

/** GET /admin/audit with the page's filters (dates as ISO), 50 a page; the previous page stays shown meanwhile. */
export function useAuditLog(query: Omit<AuditQuery, 'pageSize'>) {
  const full: AuditQuery = { ...query, pageSize: ADMIN_AUDIT_PAGE_SIZE };
  return useQuery({
    queryKey: [...ADMIN_AUDIT_QUERY_ROOT, 'log', full],
    queryFn: ({ signal }) => getAuditLog(full, signal),
    placeholderData: keepPreviousData,
  });
}
