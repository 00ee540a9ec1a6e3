import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { BackupList } from '@eoa/contracts';
import { ADMIN_BACKUPS_QUERY_KEY } from '../../../lib/query-keys';

/** GET /admin/backups — the backup files, newest first. */
export const getBackups = (signal?: AbortSignal) => apiGet<BackupList>('/admin/backups', { signal });

export function useBackups() {
  return useQuery({ queryKey: ADMIN_BACKUPS_QUERY_KEY, queryFn: ({ signal }) => getBackups(signal), select: (list) => list.backups });
}
