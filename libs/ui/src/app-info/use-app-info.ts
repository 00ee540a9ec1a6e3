import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import { DEFAULT_APP_VERSION, DEFAULT_DATA_VERSION, type AppInfo } from '@eoa/contracts';

/** The one cache key of GET /homepage/app-info: the shell and every remote share the same entry. */
export const APP_INFO_QUERY_KEY = ['homepage', 'app-info'] as const;

/** Spec §1/§9: what the status bar shows when app-info cannot be loaded. */
export const FALLBACK_APP_INFO: AppInfo = {
  appVersion: DEFAULT_APP_VERSION,
  dataVersion: DEFAULT_DATA_VERSION,
  lastUpdated: '',
};

/** Tolerates a partial or odd answer field by field instead of showing "undefined" in the status bar. */
function normaliseAppInfo(answer: Partial<AppInfo> | null | undefined): AppInfo {
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value : fallback);
  return {
    appVersion: text(answer?.appVersion, FALLBACK_APP_INFO.appVersion),
    dataVersion: text(answer?.dataVersion, FALLBACK_APP_INFO.dataVersion),
    lastUpdated: text(answer?.lastUpdated, ''),
  };
}

export interface AppInfoResult {
  /** Always usable: the server's answer, or the spec's defaults while loading and after a failure. */
  data: AppInfo;
  isLoading: boolean;
  /** True when `data` holds the defaults rather than the server's answer (loading or failed). */
  isFallback: boolean;
  error: unknown;
}

/** App and data version for status bars and the home page (GET /homepage/app-info, defaults on failure). */
export function useAppInfo(): AppInfoResult {
  const query = useQuery({
    queryKey: APP_INFO_QUERY_KEY,
    queryFn: async ({ signal }) => normaliseAppInfo(await apiGet<Partial<AppInfo>>('/homepage/app-info', { signal })),
    // The versions change with a deployment, not while someone reads the page.
    staleTime: 5 * 60_000,
    // One quick retry, then the defaults: a status bar should not wait ~7 s of default back-off.
    retry: 1,
    retryDelay: 500,
  });
  return {
    data: query.data ?? FALLBACK_APP_INFO,
    isLoading: query.isLoading,
    isFallback: query.data === undefined,
    error: query.error,
  };
}
