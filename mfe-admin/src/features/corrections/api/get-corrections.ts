import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import { ADMIN_CORRECTIONS_PAGE_SIZE, type AdminCorrectionsPage, type AdminCorrectionsQuery } from '@eoa/contracts';
import { ADMIN_CORRECTIONS_QUERY_ROOT } from '../../../lib/query-keys';

export const getCorrections = (query: AdminCorrectionsQuery, signal?: AbortSignal) =>
  apiGet<AdminCorrectionsPage>('/admin/corrections', { query: { ...query }, signal });

/**
 * GET /admin/corrections with the page's filters, 50 a page. Under ['admin', 'corrections'] with the layout's pending
 * badge: every write here invalidates that prefix. The previous page stays shown while the next one loads.
 */
export function useAdminCorrections(query: Omit<AdminCorrectionsQuery, 'pageSize'>) {
  const full: AdminCorrectionsQuery = { ...query, pageSize: ADMIN_CORRECTIONS_PAGE_SIZE };
  return useQuery({
    queryKey: [...ADMIN_CORRECTIONS_QUERY_ROOT, 'list', full],
    queryFn: ({ signal }) => getCorrections(full, signal),
    placeholderData: keepPreviousData,
  });
}
