import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { AdminStats } from '@eoa/contracts';
import { ADMIN_STATS_QUERY_KEY } from '../../../lib/query-keys';

/** GET /admin/stats — quest totals, by era, recent changes (7 days) and the last backup's date. */
export const getStats = (signal?: AbortSignal) => apiGet<AdminStats>('/admin/stats', { signal });

export function useAdminStats() {
  return useQuery({ queryKey: ADMIN_STATS_QUERY_KEY, queryFn: ({ signal }) => getStats(signal), staleTime: 30_000 });
}
