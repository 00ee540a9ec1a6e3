import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPut } from '@eoa/api-client';
import type { QuestOverrideResult, QuestOverrideSave } from '@eoa/contracts';
import { storeQuestDetailAfterWrite } from '../../../api/get-quest-detail';
import { ADMIN_AUDIT_QUERY_ROOT, ADMIN_QUESTS_QUERY_ROOT, ADMIN_STATS_QUERY_KEY } from '../../../lib/query-keys';

/** PUT /admin/quests/{id}/override — the save payload of spec 3 §3; answers the quest as now edited, names in `lang`. */
export const putQuestOverride = (questId: number, payload: QuestOverrideSave, lang: string) =>
  apiPut<QuestOverrideResult>(`/admin/quests/${questId}/override`, payload, { query: { lang } });

/**
 * After a save or a delete: the answer is the quest's detail (the one entry the editor and a correction's review
 * read), the lists, statistics and history follow. Returns the page's language too: the write asks for its answer in it.
 */
export function useQuestWrittenHandler(questId: number) {
  const queryClient = useQueryClient();
  const lang = useTranslation().i18n.language;
  const onWritten = (result: QuestOverrideResult | undefined) => {
    storeQuestDetailAfterWrite(queryClient, questId, lang, result);
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUESTS_QUERY_ROOT, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_QUERY_ROOT });
  };
  return { lang, onWritten };
}

export function useSaveQuestOverride(questId: number) {
  const { lang, onWritten } = useQuestWrittenHandler(questId);
  return useMutation({ mutationFn: (payload: QuestOverrideSave) => putQuestOverride(questId, payload, lang), onSuccess: onWritten });
}
