import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@eoa/api-client';
import type { QuestOverrideResult, QuestOverrideSave } from '@eoa/contracts';
import { ADMIN_AUDIT_QUERY_ROOT, ADMIN_QUESTS_QUERY_ROOT, ADMIN_STATS_QUERY_KEY } from '../../../lib/query-keys';
import { questDetailKey } from './get-quest-detail';

/** PUT /admin/quests/{id}/override — the save payload of spec 3 §3; answers the quest as now edited. */
export const putQuestOverride = (questId: number, payload: QuestOverrideSave) => apiPut<QuestOverrideResult>(`/admin/quests/${questId}/override`, payload);

/** After a save or a delete: the detail is the answer, the lists, statistics and history follow. */
export function useQuestWrittenHandler(questId: number) {
  const queryClient = useQueryClient();
  return (result: QuestOverrideResult | undefined) => {
    // The answer is the quest as now edited; a server that sends none makes the editor load it again.
    if (result) queryClient.setQueryData(questDetailKey(questId), result);
    else void queryClient.invalidateQueries({ queryKey: questDetailKey(questId) });
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUESTS_QUERY_ROOT, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_QUERY_ROOT });
  };
}

export function useSaveQuestOverride(questId: number) {
  const onWritten = useQuestWrittenHandler(questId);
  return useMutation({ mutationFn: (payload: QuestOverrideSave) => putQuestOverride(questId, payload), onSuccess: onWritten });
}
