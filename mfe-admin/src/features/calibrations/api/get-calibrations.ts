import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { MapCalibrationList } from '@eoa/contracts';

/** Every admin query key starts with 'admin' (logout removes them all); the composite viewer reads the same list. */
export const CALIBRATIONS_QUERY_KEY = ['admin', 'calibrations'] as const;

export const getCalibrations = (signal?: AbortSignal) => apiGet<MapCalibrationList>('/admin/calibrations', { signal });

/** GET /admin/calibrations — every zone's map calibration. */
export function useCalibrations() {
  return useQuery({
    queryKey: CALIBRATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getCalibrations(signal),
  });
}
