import { skipToken, useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { LootBoss } from '@eoa/contracts';
import { LOOT_STALE_MS, useLang } from '../../../shared/api/query-options';

export const getBoss = (mobId: number, signal?: AbortSignal) => apiGet<LootBoss>(`/loot/boss-tables/${mobId}`, { signal });

/** GET /api/loot/boss-tables/{mobId} — the boss being viewed. */
export function useBoss(mobId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['loot', 'boss', mobId, lang],
    // No boss viewed: no call (skipToken, as `enabled: false` but typed).
    queryFn: mobId === null ? skipToken : ({ signal }) => getBoss(mobId, signal),
    staleTime: LOOT_STALE_MS,
  });
}
