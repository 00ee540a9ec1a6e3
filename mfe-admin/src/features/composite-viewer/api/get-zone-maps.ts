import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import { WORLD_MAP_ID, ZONE_MAP_IDS, type AtlasMap } from '@eoa/contracts';

// Map boxes change only with a new dataset: keep them for the session instead of asking again at every visit.
const MAP_STALE_MS = 30 * 60_000;

export const getMap = (mapId: number, lang: string, signal?: AbortSignal) => apiGet<AtlasMap>(`/maps/${mapId}`, { query: { lang }, signal });

/** Where a map's picture is drawn (atlas' GET /maps/{id}/image, in the page's language). */
export const mapImageUrl = (mapId: number, lang: string) => `/api/maps/${mapId}/image?lang=${encodeURIComponent(lang)}`;

export interface ZoneMapResult {
  mapId: number;
  map: AtlasMap | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * GET /maps/{id} for each of the ten main zone maps (§9) and the world map beneath them (parchment between the zones'
 * boxes). Each map loads and fails on its own. Keys start with 'admin' like every query of the admin area.
 */
export function useZoneMaps(): { zones: ZoneMapResult[]; world: ZoneMapResult } {
  const lang = useTranslation().i18n.language;
  const ids = [...ZONE_MAP_IDS, WORLD_MAP_ID];
  const results = useQueries({
    queries: ids.map((mapId) => ({
      queryKey: ['admin', 'composite-viewer', 'map', mapId, lang],
      queryFn: ({ signal }: { signal: AbortSignal }) => getMap(mapId, lang, signal),
      staleTime: MAP_STALE_MS,
    })),
  });
  const all = results.map((result, index) => ({
    mapId: ids[index]!,
    map: result.data,
    error: result.error,
    isPending: result.isPending,
    refetch: result.refetch,
  }));
  return { zones: all.slice(0, ZONE_MAP_IDS.length), world: all[ZONE_MAP_IDS.length]! };
}
