import { useQuery } from '@tanstack/react-query';
import { apiGet, ApiError } from '@eoa/api-client';
import type { AdminQuestDetail } from '@eoa/contracts';
import { ADMIN_QUESTS_QUERY_ROOT } from '../../../lib/query-keys';

/** GET /admin/quests/{id} — the quest as seeded with its editorial record beside it. */
export const getQuestDetail = (questId: number, signal?: AbortSignal) => apiGet<AdminQuestDetail>(`/admin/quests/${questId}`, { signal });

export const questDetailKey = (questId: number) => [...ADMIN_QUESTS_QUERY_ROOT, 'detail', questId] as const;

/** The quest's detail; a 404 is an answer ("Quest not found"), not worth a second try. */
export function useQuestDetail(questId: number | null) {
  return useQuery({
    queryKey: questDetailKey(questId ?? 0),
    queryFn: ({ signal }) => getQuestDetail(questId!, signal),
    enabled: questId !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    // The editor's draft starts from this answer: it is not refreshed behind the editor's back.
    staleTime: Infinity,
  });
}
