import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@eoa/api-client';
import { CORRECTION_STATUSES, type AdminCorrection, type CorrectionEntityType, type CorrectionReviewAction } from '@eoa/contracts';
import { Button, ConfirmDialog, EmptyState } from '@eoa/ui';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingProgress } from '../../../components/loading-progress';
import { ADMIN_CORRECTIONS_QUERY_ROOT } from '../../../lib/query-keys';
import { useDeleteCorrection } from '../api/delete-correction';
import { CORRECTIONS_PAGE_SIZE, useAdminCorrections } from '../api/get-corrections';
import { useCorrectionsParams } from '../hooks/use-corrections-params';
import { CorrectionsTable } from './corrections-table';
import { EditDialog } from './edit-dialog';
import { ReviewDialog } from './review-dialog';
import './corrections.css';

/** The entity filter's choices (spec 3 §9: "Bug Report" in the filter means the Bug entity type). */
const CORRECTION_FILTER_TYPES = ['Quest', 'NPC', 'Bug'] as const satisfies readonly CorrectionEntityType[];

type OpenDialog =
  | { kind: 'review'; correction: AdminCorrection; action?: CorrectionReviewAction }
  | { kind: 'edit'; correction: AdminCorrection }
  | { kind: 'delete'; correction: AdminCorrection };

/**
 * /admin/corrections (spec 3 §2): players' corrections and bug reports with the pending and total counts, status and
 * entity filters in the address, 50 a page, and per row the details and review, the moves its status allows, edit and
 * delete. Spec §2's "redirect to /admin/login when no stored admin token exists" is the area's guard (RequireAdmin).
 */
export function CorrectionsPage() {
  const { t } = useTranslation('admin');
  const statusId = useId();
  const typeId = useId();
  const queryClient = useQueryClient();
  const { filters, setFilter, setPage } = useCorrectionsParams();
  const corrections = useAdminCorrections({ page: filters.page, status: filters.status ?? undefined, entityType: filters.entityType ?? undefined });
  const remove = useDeleteCorrection();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);

  const data = corrections.data;
  const totalCount = data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / CORRECTIONS_PAGE_SIZE));
  const filtered = filters.status !== null || filters.entityType !== null;

  // A page past the end (rows deleted or moved out of the filter meanwhile) goes to the last one.
  const pastTheEnd = corrections.isSuccess && !corrections.isPlaceholderData && totalCount > 0 && filters.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount);
  }, [pastTheEnd, pageCount, setPage]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ADMIN_CORRECTIONS_QUERY_ROOT });

  const closeDialog = () => {
    setDialog(null);
    remove.reset();
  };

  let body;
  if (corrections.isPending) body = <LoadingProgress text={t('corrections.loading')} />;
  else if (corrections.isError && !data) body = null;
  else if (!data || data.corrections.length === 0) body = <EmptyState text={filtered ? t('corrections.emptyFiltered') : t('corrections.empty')} />;
  else
    body = (
      <>
        <CorrectionsTable
          corrections={data.corrections}
          busy={corrections.isPlaceholderData}
          onView={(correction, action) => setDialog({ kind: 'review', correction, action })}
          onEdit={(correction) => setDialog({ kind: 'edit', correction })}
          onDelete={(correction) => setDialog({ kind: 'delete', correction })}
        />
        <nav className="corrections-pagination" aria-label={t('corrections.pagination.label')}>
          <Button size="sm" onClick={() => setPage(filters.page - 1)} disabled={filters.page <= 1 || corrections.isPlaceholderData}>
            {t('corrections.pagination.previous')}
          </Button>
          <span>{t('corrections.pagination.page', { page: filters.page, pages: pageCount })}</span>
          <Button size="sm" onClick={() => setPage(filters.page + 1)} disabled={filters.page >= pageCount || corrections.isPlaceholderData}>
            {t('corrections.pagination.next')}
          </Button>
        </nav>
      </>
    );

  const deleteDetail = remove.error instanceof ApiError ? remove.error.serverMessage : undefined;

  return (
    <div className="admin-page corrections-page">
      <header className="admin-page__header">
        <div>
          <h1 className="admin-page__title">{t('corrections.title')}</h1>
          {data ? (
            <p className="corrections-page__counts">
              <span>{t('corrections.header.pending', { count: data.pendingCount })}</span>
              <span>{t('corrections.header.total', { count: data.totalCount })}</span>
            </p>
          ) : null}
        </div>
        <div className="admin-page__actions corrections-filters">
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={statusId}>
              {t('corrections.filters.status')}
            </label>
            <select id={statusId} className="admin-input" value={filters.status ?? ''} onChange={(event) => setFilter('status', event.target.value || null)}>
              <option value="">{t('corrections.filters.allStatuses')}</option>
              {CORRECTION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`corrections.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label className="admin-field__label" htmlFor={typeId}>
              {t('corrections.filters.entityType')}
            </label>
            <select id={typeId} className="admin-input" value={filters.entityType ?? ''} onChange={(event) => setFilter('type', event.target.value || null)}>
              <option value="">{t('corrections.filters.allTypes')}</option>
              {CORRECTION_FILTER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`corrections.entityTypes.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={refresh} disabled={corrections.isFetching}>
            {corrections.isFetching && !corrections.isPending ? t('corrections.refreshing') : t('corrections.refresh')}
          </Button>
        </div>
      </header>

      {corrections.isError ? <ErrorBanner message={t('corrections.errors.load')} onRetry={() => void corrections.refetch()} /> : null}
      {body}

      {dialog?.kind === 'review' ? <ReviewDialog correction={dialog.correction} initialAction={dialog.action} onClose={closeDialog} /> : null}
      {dialog?.kind === 'edit' ? <EditDialog correction={dialog.correction} onClose={closeDialog} /> : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('corrections.delete.title')}
        message={t('corrections.delete.confirm')}
        confirmLabel={t('corrections.actions.delete')}
        cancelLabel={t('corrections.edit.cancel')}
        tone="danger"
        busy={remove.isPending}
        error={remove.isError ? (deleteDetail ? `${t('corrections.errors.delete')}: ${deleteDetail}` : t('corrections.errors.delete')) : undefined}
        onConfirm={() => dialog && remove.mutate(dialog.correction, { onSuccess: closeDialog })}
        onCancel={closeDialog}
      />
    </div>
  );
}
