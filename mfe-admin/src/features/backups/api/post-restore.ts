import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@eoa/api-client';
import type { RestoreRequest, RestoreResult } from '@eoa/contracts';

/** POST /admin/restore — the server first backs up the current state, then restores the named file in one transaction. */
export const postRestore = (request: RestoreRequest) => apiPost<RestoreResult>('/admin/restore', request, { timeoutMs: 120_000 });

/** Restores a backup; afterwards every answer of the page may be out of date (admin data and what the public shows). */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backupFileName: string) => postRestore({ backupFileName }),
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
