import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { LootTables } from '@eoa/contracts';
import { LOOT_STALE_MS, useLang } from '../../../shared/api/query-options';

export const getBossTables = (signal?: AbortSignal) => apiGet<LootTables>('/loot/boss-tables', { signal });

/** GET /api/loot/boss-tables — instances with their bosses (spec 2 §7 Loot). */
export function useBossTables() {
  const lang = useLang();
  return useQuery({
    queryKey: ['loot', 'boss-tables', lang],
    queryFn: ({ signal }) => getBossTables(signal),
    staleTime: LOOT_STALE_MS,
  });
}
