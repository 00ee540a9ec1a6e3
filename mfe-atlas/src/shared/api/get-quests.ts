import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import { QUEST_MAX_PAGE_SIZE, type QuestListQuery, type QuestPage } from '@eoa/contracts';
import { ATLAS_STALE_MS, useLang } from './query-options';

/**
 * GET /api/quests — the quest browser asks for every quest of its filters at once (pageSize 10000, spec 2 §7, §9);
 * the list keeps showing while new filters load. `enabled` false leaves it idle (the world search below 3 characters).
 */
export function useQuestList(filters: Omit<QuestListQuery, 'page' | 'pageSize' | 'lang'>, enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: ['atlas', 'quests', filters, lang],
    queryFn: ({ signal }) =>
      apiGet<QuestPage>('/quests', { query: { ...filters, page: 1, pageSize: QUEST_MAX_PAGE_SIZE, lang }, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: ATLAS_STALE_MS,
  });
}
