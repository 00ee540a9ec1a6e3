import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@eoa/api-client';
import type { AuditLogEntry } from '@eoa/contracts';
import { Button, EmptyState } from '@eoa/ui';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingProgress } from '../../../components/loading-progress';
import { useAuditLog } from '../api/get-audit-log';
import { useAuditParams } from '../hooks/use-audit-params';
import { auditQueryOf, hasFilters } from '../lib/audit-filters';
import { AuditDetailsDialog } from './audit-details-dialog';
import { AuditFiltersBar } from './audit-filters-bar';
import { AuditTable } from './audit-table';
import './audit.css';

/**
 * /admin/audit (spec 3 §2): who changed what, filtered by action, username, entity type and dates (kept in the
 * address), 50 a page, each entry's changes in a details modal. Spec §2's "redirect to /admin/login when no stored
 * admin token exists" is the area's guard (RequireAdmin).
 */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const { filters, setFilters, setPage, clear } = useAuditParams();
  const audit = useAuditLog(auditQueryOf(filters));
  const [details, setDetails] = useState<AuditLogEntry | null>(null);
  const data = audit.data;

  const detail = audit.error instanceof ApiError ? audit.error.serverMessage : undefined;
  let body;
  if (audit.isPending) body = <LoadingProgress text={t('audit.loading')} />;
  else if (audit.isError && !data) body = null;
  else if (!data || data.auditLogs.length === 0) body = <EmptyState text={hasFilters(filters) ? t('audit.emptyFiltered') : t('audit.empty')} />;
  else
    body = (
      <>
        <AuditTable entries={data.auditLogs} busy={audit.isPlaceholderData} onDetails={setDetails} />
        <nav className="audit-pagination" aria-label={t('audit.pagination.label')}>
          <Button size="sm" onClick={() => setPage(filters.page - 1)} disabled={!data.hasPrevious || audit.isPlaceholderData}>
            {t('audit.pagination.previous')}
          </Button>
          <span>{t('audit.pagination.summary', { page: filters.page, count: data.auditLogs.length, total: data.totalCount })}</span>
          <Button size="sm" onClick={() => setPage(filters.page + 1)} disabled={!data.hasNext || audit.isPlaceholderData}>
            {t('audit.pagination.next')}
          </Button>
        </nav>
      </>
    );

  return (
    <div className="admin-page audit-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('audit.title')}</h1>
      </header>
      <AuditFiltersBar filters={filters} onChange={setFilters} onClear={clear} onRefresh={() => void audit.refetch()} refreshing={audit.isFetching && !audit.isPending} />
      {audit.isError ? (
        <ErrorBanner message={detail ? `${t('audit.errors.load')}: ${detail}` : t('audit.errors.load')} onRetry={() => void audit.refetch()} />
      ) : null}
      {body}
      {details ? <AuditDetailsDialog entry={details} onClose={() => setDetails(null)} /> : null}
    </div>
  );
}
