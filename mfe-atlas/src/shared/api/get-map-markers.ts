import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { MapMarkers } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from './query-options';

/**
 * GET /api/maps/{id}/markers — every marker of one map (all categories: the page filters them itself, so a category
 * toggles at once without a request).
 */
export function useMapMarkers(mapId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'markers', mapId, lang],
    queryFn: ({ signal }) => apiGet<MapMarkers>(`/maps/${mapId}/markers`, { signal }),
    enabled: mapId !== null,
    staleTime: ATLAS_STALE_MS,
  });
}
