import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { LootBossSearchResult } from '@eoa/contracts';
import { LOOT_STALE_MS, useLang } from '../../../shared/api/query-options';

export const searchBosses = (search: string, signal?: AbortSignal) =>
  apiGet<LootBossSearchResult>('/loot/boss-tables/search', { query: { search }, signal });

/** GET /api/loot/boss-tables/search?search — bosses by name in any language (the list keeps showing while typing). */
export function useBossSearch(search: string) {
  const lang = useLang();
  return useQuery({
    queryKey: ['loot', 'search', search, lang],
    queryFn: ({ signal }) => searchBosses(search, signal),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
    staleTime: LOOT_STALE_MS,
  });
}
