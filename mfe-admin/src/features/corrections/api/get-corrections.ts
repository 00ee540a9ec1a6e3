import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { AdminCorrectionsPage, AdminCorrectionsQuery } from '@eoa/contracts';
import { ADMIN_CORRECTIONS_QUERY_ROOT } from '../../../lib/query-keys';

/** The corrections screen asks for 50 a page; the service takes any size up to its maximum. */
export const CORRECTIONS_PAGE_SIZE = 50;

export const getCorrections = (query: AdminCorrectionsQuery, signal?: AbortSignal) =>
  apiGet<AdminCorrectionsPage>('/admin/corrections', { query: { ...query }, signal });

/**
 * GET /admin/corrections with the page's filters, 50 a page. Under ['admin', 'corrections'] with the layout's pending
 * badge: every write here invalidates that prefix. The previous page stays shown while the next one loads.
 */
export function useAdminCorrections(query: Omit<AdminCorrectionsQuery, 'pageSize'>) {
  const full: AdminCorrectionsQuery = { ...query, pageSize: CORRECTIONS_PAGE_SIZE };
  return useQuery({
    queryKey: [...ADMIN_CORRECTIONS_QUERY_ROOT, 'list', full],
    queryFn: ({ signal }) => getCorrections(full, signal),
    placeholderData: keepPreviousData,
  });
}
