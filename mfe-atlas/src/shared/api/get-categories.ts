import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { MarkerCategory } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from './query-options';

/** GET /api/maps/categories — the marker categories with their groups, icons and defaults. */
export function useMarkerCategories() {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'categories', lang],
    queryFn: ({ signal }) => apiGet<MarkerCategory[]>('/maps/categories', { signal }),
    staleTime: ATLAS_STALE_MS,
  });
}
