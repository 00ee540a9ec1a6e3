import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { CompositeData } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from './query-options';

/**
 * GET /api/maps/composite — the "All Zones" view's maps, world bounds, links and markers (every category) in one
 * answer; loaded only while the composite view is shown. Spec 2 §4: leaving the view clears its data, so it is not
 * kept once no view uses it.
 */
export function useCompositeData(enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'composite', lang],
    queryFn: ({ signal }) => apiGet<CompositeData>('/maps/composite', { query: { lang }, signal }),
    enabled,
    staleTime: ATLAS_STALE_MS,
    gcTime: 0,
  });
}
