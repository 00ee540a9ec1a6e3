import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { AtlasMap, MapsAnswer } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from './query-options';

/** GET /api/maps — every map, and by type (the maps tree, the breadcrumb's fallback, map names and boxes). */
export function useMaps() {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'maps', lang],
    queryFn: ({ signal }) => apiGet<MapsAnswer>('/maps', { signal }),
    staleTime: ATLAS_STALE_MS,
  });
}

/** The maps by id (empty until they load). */
export function mapsById(answer: MapsAnswer | undefined): ReadonlyMap<number, AtlasMap> {
  return new Map((answer?.maps ?? []).map((map) => [map.id, map]));
}
