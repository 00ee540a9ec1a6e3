import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { PublicCorrectionsPage, PublicCorrectionsQuery } from '@eoa/contracts';

/** GET /api/corrections/public?page&pageSize&status&entityType — newest first, never with e-mail addresses. */
export function fetchPublicCorrections(
  query: PublicCorrectionsQuery,
  signal?: AbortSignal,
): Promise<PublicCorrectionsPage> {
  return apiGet<PublicCorrectionsPage>('/corrections/public', {
    query: { page: query.page, pageSize: query.pageSize, status: query.status, entityType: query.entityType },
    signal,
  });
}

/** One page of the public list; the previous page stays on screen (dimmed) while the next one loads. */
export function usePublicCorrections(query: PublicCorrectionsQuery) {
  return useQuery({
    queryKey: ['corrections', 'public', query],
    queryFn: ({ signal }) => fetchPublicCorrections(query, signal),
    placeholderData: keepPreviousData,
    // Paging back and forth reuses what was just loaded; a new submission invalidates the list anyway.
    staleTime: 30_000,
  });
}
