import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CORRECTIONS_PUBLIC_PAGE_SIZE } from '@eoa/contracts';
import { EmptyState, ErrorState, LoadingState } from '@eoa/ui';
import { UrlStateAdapter } from '@eoa/ui/url-state';
import { usePublicCorrections } from '../api/get-public-corrections';
import { useCorrectionsSearchParams } from '../hooks/use-corrections-search-params';
import { CorrectionsFilters } from './corrections-filters';
import { CorrectionsPagination } from './corrections-pagination';
import { CorrectionsTable } from './corrections-table';
import './corrections-page.css';

function serverMessage(error: unknown): string | undefined {
  const message = (error as { serverMessage?: unknown } | null)?.serverMessage;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/**
 * `/corrections`: the public list of bug reports and corrections, filterable and paged (50 per page), its filters and
 * page in the address. The URL state's adapter comes with this page's chunk: the shell's other pages keep none, and
 * the home page would otherwise download nuqs.
 */
export function CorrectionsPage() {
  return (
    <UrlStateAdapter>
      <CorrectionsList />
    </UrlStateAdapter>
  );
}

function CorrectionsList() {
  const { t } = useTranslation('shell');
  // The root layout resets the title on navigation (in a layout effect); a page sets its own afterwards.
  useEffect(() => {
    document.title = t('corrections.documentTitle');
  }, [t]);
  const { filters, setStatus, setEntityType, setPage } = useCorrectionsSearchParams();
  const query = usePublicCorrections({
    page: filters.page,
    pageSize: CORRECTIONS_PUBLIC_PAGE_SIZE,
    status: filters.status ?? undefined,
    entityType: filters.entityType ?? undefined,
  });

  const totalCount = query.data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / CORRECTIONS_PUBLIC_PAGE_SIZE));

  // A link to a page past the end (entries were removed since) lands on the last page instead of an empty one.
  const pastTheEnd = !query.isPlaceholderData && query.isSuccess && totalCount > 0 && filters.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount);
  }, [pastTheEnd, pageCount, setPage]);

  let content;
  if (query.isError) {
    content = (
      <ErrorState
        title={t('corrections.errors.page')}
        message={serverMessage(query.error) ?? t('corrections.errors.load')}
        onRetry={() => void query.refetch()}
        retryLabel={t('corrections.retry')}
      />
    );
  } else if (query.isPending) {
    content = <LoadingState text={t('corrections.loading')} />;
  } else if (query.data.corrections.length === 0) {
    content = <EmptyState text={t('corrections.empty')} />;
  } else {
    content = (
      <>
        <CorrectionsTable corrections={query.data.corrections} busy={query.isPlaceholderData} />
        <CorrectionsPagination
          page={filters.page}
          pageCount={pageCount}
          totalCount={totalCount}
          disabled={query.isPlaceholderData}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <div className="corrections-page">
      <Link className="corrections-page__back" to="/">
        <span aria-hidden="true">←</span> {t('corrections.backHome')}
      </Link>
      <header className="corrections-page__header">
        <div>
          <h1>{t('corrections.title')}</h1>
          <p>{t('corrections.intro')}</p>
        </div>
        <CorrectionsFilters
          status={filters.status}
          entityType={filters.entityType}
          onStatusChange={setStatus}
          onEntityTypeChange={setEntityType}
        />
      </header>
      <section className="corrections-page__content">{content}</section>
    </div>
  );
}
