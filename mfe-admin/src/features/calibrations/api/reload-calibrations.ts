import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@eoa/api-client';
import type { AdminMessage } from '@eoa/contracts';
import { ADMIN_QUESTS_QUERY_ROOT } from '../../../lib/query-keys';
import { CALIBRATIONS_QUERY_KEY } from './get-calibrations';

export const reloadCalibrations = () => apiPost<AdminMessage>('/admin/calibrations/reload');

/**
 * POST /admin/calibrations/reload — the server drops its calibration caches and answers a message. Spec 3 §4: the
 * client then clears its own quest caches (the quest list and details hold marker positions worked out before).
 */
export function useReloadCalibrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reloadCalibrations,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ADMIN_QUESTS_QUERY_ROOT });
      await queryClient.invalidateQueries({ queryKey: CALIBRATIONS_QUERY_KEY });
    },
  });
}
