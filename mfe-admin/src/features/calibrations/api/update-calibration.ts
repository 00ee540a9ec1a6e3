import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@eoa/api-client';
import type { MapCalibration, MapCalibrationUpdate } from '@eoa/contracts';
import { CALIBRATIONS_QUERY_KEY } from './get-calibrations';

export const updateCalibration = (id: number, update: MapCalibrationUpdate) => apiPut<MapCalibration>(`/admin/calibrations/${id}`, update);

/** PUT /admin/calibrations/{id}; the list is fetched again afterwards (who updated last changes too). */
export function useUpdateCalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: MapCalibrationUpdate }) => updateCalibration(id, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALIBRATIONS_QUERY_KEY }),
  });
}
