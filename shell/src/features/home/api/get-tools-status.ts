import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { ToolStatus } from '@eoa/contracts';

/** GET /api/homepage/tools-status — which tools the administrators mark as in development. */
export function fetchToolsStatus(signal?: AbortSignal): Promise<ToolStatus[]> {
  return apiGet<ToolStatus[]>('/homepage/tools-status', { signal });
}

export function useToolsStatus() {
  return useQuery({
    queryKey: ['homepage', 'tools-status'],
    queryFn: ({ signal }) => fetchToolsStatus(signal),
    staleTime: 5 * 60_000,
  });
}

/** Ids of the tools marked in development. A failed or odd answer means "none" (spec §8: silently empty). */
export function useToolsInDevelopment(): ReadonlySet<string> {
  const { data } = useToolsStatus();
  return useMemo(
    () =>
      new Set(
        (Array.isArray(data) ? data : [])
          .filter((status) => status?.isInDevelopment === true)
          .map((status) => status.toolId),
      ),
    [data],
  );
}
