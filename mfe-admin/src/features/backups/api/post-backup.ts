import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@eoa/api-client';
import type { BackupInfo } from '@eoa/contracts';
import { ADMIN_AUDIT_QUERY_ROOT, ADMIN_BACKUPS_QUERY_KEY, ADMIN_STATS_QUERY_KEY } from '../../../lib/query-keys';

/** POST /admin/backup — writes a backup of the admin data and answers its file. Backups can take a while. */
export const postBackup = () => apiPost<BackupInfo>('/admin/backup', undefined, { timeoutMs: 60_000 });

/** Creates a backup; the list, the dashboard's "last backup" and the audit log follow. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBackup,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_BACKUPS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_QUERY_ROOT });
    },
  });
}
