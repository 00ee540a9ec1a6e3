import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { AdminCorrectionsPage } from '@eoa/contracts';
import { ADMIN_CORRECTIONS_QUERY_ROOT } from '../../../lib/query-keys';

/** GET /admin/corrections?pageSize=1 — only its pendingCount is read (every pending correction, whatever the page). */
export const getPendingCorrections = () => apiGet<AdminCorrectionsPage>('/admin/corrections', { query: { page: 1, pageSize: 1 } });

/**
 * The navbar's pending badge. Under ['admin', 'corrections'] so the corrections page's writes (which invalidate that
 * prefix) refresh it; also refreshed every minute while an admin page is open, for corrections sent meanwhile.
 */
export function usePendingCorrectionsCount() {
  return useQuery({
    queryKey: [...ADMIN_CORRECTIONS_QUERY_ROOT, 'pending-count'],
    queryFn: getPendingCorrections,
    select: (page) => page.pendingCount,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
