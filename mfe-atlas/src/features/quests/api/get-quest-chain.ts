import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { QuestChain } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from '../../../shared/api/query-options';

/** GET /api/quests/{id}/chain?lang — the quest's place in its chain with the chain's warnings. */
export function useQuestChain(questId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'quest-chain', questId, lang],
    queryFn: ({ signal }) => apiGet<QuestChain>(`/quests/${questId}/chain`, { query: { lang }, signal }),
    enabled: questId !== null,
    staleTime: ATLAS_STALE_MS,
  });
}
