import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { MapLink } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from './query-options';

/** GET /api/maps/{id}/links?lang — the link arrows drawn on a map (spec 2 §8: a failure shows no links). */
export function useMapLinks(mapId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'links', mapId, lang],
    queryFn: ({ signal }) => apiGet<MapLink[]>(`/maps/${mapId}/links`, { query: { lang }, signal }),
    enabled: mapId !== null,
    staleTime: ATLAS_STALE_MS,
  });
}
