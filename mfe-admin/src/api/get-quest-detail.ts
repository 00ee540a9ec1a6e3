import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet, ApiError } from '@eoa/api-client';
import type { AdminQuestDetail } from '@eoa/contracts';
import { ADMIN_QUESTS_QUERY_ROOT } from '../lib/query-keys';

/**
 * GET /admin/quests/{id} — the quest as seeded with its editorial record beside it, names in `lang`. The one fetcher
 * and cache entry of a quest's detail in the admin area: the quest editor and a quest correction's review read the
 * same answer, so an editor's save is what the review shows next.
 */
export const getQuestDetail = (questId: number, lang: string, signal?: AbortSignal) =>
  apiGet<AdminQuestDetail>(`/admin/quests/${questId}`, { query: { lang }, signal });

/** Every language's answer for one quest (under the quests root: a bulk exclusion invalidates them with the list). */
export const questDetailRootKey = (questId: number) => [...ADMIN_QUESTS_QUERY_ROOT, 'detail', questId] as const;
export const questDetailKey = (questId: number, lang: string) => [...questDetailRootKey(questId), lang] as const;

export interface QuestDetailOptions {
  /** How long an answer counts as fresh; the query client's default when not given. */
  staleTime?: number;
}

/**
 * The quest's detail in the page's language. A 404 is an answer ("Quest not found"), not worth a second try. While a
 * language change loads, the same quest's previous answer stays (the editor's draft is not dropped for a refetch).
 */
export function useQuestDetail(questId: number | null, { staleTime }: QuestDetailOptions = {}) {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: questDetailKey(questId ?? 0, lang),
    queryFn: ({ signal }) => getQuestDetail(questId!, lang, signal),
    enabled: questId !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    placeholderData: (previous) => (previous?.id === questId ? previous : undefined),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/**
 * After a write to the quest (an override saved or deleted): `answer` is the quest as now edited, in `lang` — it
 * becomes that language's entry, the other languages' answers are marked out of date. Without an answer every
 * language's entry is asked again.
 */
export function storeQuestDetailAfterWrite(queryClient: QueryClient, questId: number, lang: string, answer: AdminQuestDetail | undefined): void {
  if (!answer) {
    void queryClient.invalidateQueries({ queryKey: questDetailRootKey(questId) });
    return;
  }
  // Invalidated without a refetch first, then the answer set (which makes its own entry fresh again).
  void queryClient.invalidateQueries({ queryKey: questDetailRootKey(questId), refetchType: 'none' });
  queryClient.setQueryData(questDetailKey(questId, lang), answer);
}
