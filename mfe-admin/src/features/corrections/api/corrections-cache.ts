import type { QueryClient } from '@tanstack/react-query';
import type { AdminCorrection, AdminCorrectionsPage, CorrectionStatus } from '@eoa/contracts';
import { pendingCountAfter } from '@eoa/game-rules';
import { ADMIN_AUDIT_QUERY_ROOT, ADMIN_CORRECTIONS_QUERY_ROOT } from '../../../lib/query-keys';

const isCorrectionsPage = (data: unknown): data is AdminCorrectionsPage =>
  typeof data === 'object' && data !== null && Array.isArray((data as AdminCorrectionsPage).corrections) && typeof (data as AdminCorrectionsPage).pendingCount === 'number';

/**
 * After a write: every cached corrections page (the list and the layout's pending badge) shows the change at once —
 * the row replaced or removed, the pending count moved by game-rules' pendingCountAfter (leaving pending lowers it,
 * never below 0) — then the whole ['admin', 'corrections'] prefix and the audit answers are asked again.
 */
export async function applyCorrectionWrite(
  queryClient: QueryClient,
  change: { before: AdminCorrection; after: AdminCorrection | null },
): Promise<void> {
  const from: CorrectionStatus = change.before.status;
  queryClient.setQueriesData<AdminCorrectionsPage>({ queryKey: ADMIN_CORRECTIONS_QUERY_ROOT }, (page) => {
    if (!isCorrectionsPage(page)) return page;
    const corrections = change.after
      ? page.corrections.map((row) => (row.id === change.before.id ? change.after! : row))
      : page.corrections.filter((row) => row.id !== change.before.id);
    const pendingCount = change.after
      ? pendingCountAfter(page.pendingCount, from, change.after.status)
      : from === 'pending'
        ? Math.max(0, page.pendingCount - 1)
        : page.pendingCount;
    return { ...page, corrections, pendingCount };
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_CORRECTIONS_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: ADMIN_AUDIT_QUERY_ROOT }),
  ]);
}
