import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@eoa/api-client';
import type { BulkExcludeAction, BulkExcludeRequest, BulkExcludeResult } from '@eoa/contracts';
import { ADMIN_AUDIT_QUERY_ROOT, ADMIN_QUESTS_QUERY_ROOT, ADMIN_STATS_QUERY_KEY } from '../../../lib/query-keys';

/** POST /admin/quests/bulk-exclude — QuestIds (strings), Action, Notes (the spec's capitalised names). */
export const postBulkExclude = (request: BulkExcludeRequest) => apiPost<BulkExcludeResult>('/admin/quests/bulk-exclude', request);

export interface BulkExcludeInput {
  questIds: number[];
  action: BulkExcludeAction;
  notes: string;
}

/** Excludes (or includes again) the chosen quests; the lists, details, statistics and audit log follow. */
export function useBulkExclude() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questIds, action, notes }: BulkExcludeInput) =>
      postBulkExclude({ QuestIds: questIds.map(String), Action: action, ...(notes.trim() ? { Notes: notes.trim() } : {}) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_QUESTS_QUERY_ROOT });
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_QUERY_ROOT });
    },
  });
}
