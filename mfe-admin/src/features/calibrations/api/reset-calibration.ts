import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@eoa/api-client';
import type { MapCalibration } from '@eoa/contracts';
import { CALIBRATIONS_QUERY_KEY } from './get-calibrations';

export const resetCalibration = (zoneName: string) => apiPost<MapCalibration>(`/admin/calibrations/${encodeURIComponent(zoneName)}/reset`);

/** POST /admin/calibrations/{zone}/reset — back to the values seeded from the zone map's box. */
export function useResetCalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zoneName: string) => resetCalibration(zoneName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALIBRATIONS_QUERY_KEY }),
  });
}
