import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import { WORLD_MAP_ID, ZONE_MAP_IDS, type MainZoneMaps } from '@eoa/contracts';
import { ATLAS_STALE_MS } from './query-options';

/** Spec 2 §7: the list of main zone map ids has a fixed ten-id fallback when loading it fails. */
export const FALLBACK_MAIN_ZONES: MainZoneMaps = { worldMapId: WORLD_MAP_ID, mapIds: [...ZONE_MAP_IDS] };

/** GET /api/maps/main-zones — the world map and the ten main zone maps; the fallback while loading or after a failure. */
export function useMainZones(): MainZoneMaps {
  const query = useQuery({
    queryKey: ['atlas', 'main-zones'],
    queryFn: ({ signal }) => apiGet<MainZoneMaps>('/maps/main-zones', { signal }),
    staleTime: ATLAS_STALE_MS,
  });
  return query.data ?? FALLBACK_MAIN_ZONES;
}
