import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import { ADMIN_QUEST_PAGE_SIZE, type AdminQuestListQuery, type AdminQuestPage } from '@eoa/contracts';
import { ADMIN_QUESTS_QUERY_ROOT } from '../../../lib/query-keys';

export type QuestListFilters = Pick<AdminQuestListQuery, 'search' | 'excluded' | 'hasOverrides' | 'expansion'>;

/** GET /admin/quests — every quest on one page (spec 3 §9: page size 10000) with the filters, and the overrides map. */
export const getQuests = (filters: QuestListFilters, signal?: AbortSignal) =>
  apiGet<AdminQuestPage>('/admin/quests', {
    query: { page: 1, pageSize: ADMIN_QUEST_PAGE_SIZE, ...filters },
    signal,
    // 10,000 quests in the request's language: a larger answer than the other admin calls.
    timeoutMs: 30_000,
  });

/** The list for the filters; while other filters load, the previous list stays on screen. */
export function useAdminQuests(filters: QuestListFilters) {
  return useQuery({
    queryKey: [...ADMIN_QUESTS_QUERY_ROOT, 'list', filters],
    queryFn: ({ signal }) => getQuests(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
