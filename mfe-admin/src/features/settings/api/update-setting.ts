import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@eoa/api-client';
import type { AppSetting, AppSettingUpdate } from '@eoa/contracts';
import { APP_INFO_QUERY_KEY } from '@eoa/ui';
import { SETTINGS_QUERY_KEY } from './get-settings';

export const updateSetting = (key: string, body: AppSettingUpdate) => apiPut<AppSetting>(`/admin/settings/${encodeURIComponent(key)}`, body);

/**
 * PUT /admin/settings/{key}; the saved setting replaces its card's. The page's versions (status bar, the home page's
 * beta badge) are asked again, so a new app_version shows at once.
 */
export function useUpdateSetting(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => updateSetting(key, { value }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AppSetting[]>(SETTINGS_QUERY_KEY, (settings) => settings?.map((setting) => (setting.settingKey === saved.settingKey ? saved : setting)));
      void queryClient.invalidateQueries({ queryKey: APP_INFO_QUERY_KEY });
    },
  });
}
