import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { MapHierarchy, MapHierarchyPath } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from './query-options';

/** GET /api/maps/hierarchy?lang — the world map, its zones, their areas and the areas' dungeons (the maps tab). */
export function useMapHierarchy() {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'hierarchy', lang],
    queryFn: ({ signal }) => apiGet<MapHierarchy>('/maps/hierarchy', { query: { lang }, signal }),
    staleTime: ATLAS_STALE_MS,
  });
}

/** GET /api/maps/{id}/hierarchy-path?lang — the breadcrumb above a map. */
export function useHierarchyPath(mapId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'hierarchy-path', mapId, lang],
    queryFn: ({ signal }) => apiGet<MapHierarchyPath>(`/maps/${mapId}/hierarchy-path`, { query: { lang }, signal }),
    enabled: mapId !== null,
    staleTime: ATLAS_STALE_MS,
  });
}
