import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { AppSetting } from '@eoa/contracts';

export const SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;

export const getSettings = (signal?: AbortSignal) => apiGet<AppSetting[]>('/admin/settings', { signal });

/** GET /admin/settings — every application setting with its description and who changed it last. */
export function useSettings() {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getSettings(signal) });
}
