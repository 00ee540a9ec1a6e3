import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { QuestDetail } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from './query-options';

/** GET /api/quests/{id}?lang — a quest's details with its objectives' markers (the quests tab and the map's quest markers). */
export function useQuestDetail(questId: number | null) {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'quest', questId, lang],
    queryFn: ({ signal }) => apiGet<QuestDetail>(`/quests/${questId}`, { query: { lang }, signal }),
    enabled: questId !== null,
    staleTime: ATLAS_STALE_MS,
  });
}
