import { useTranslation } from 'react-i18next';
import { Button } from '@eoa/ui';

interface CorrectionsPaginationProps {
  page: number;
  pageCount: number;
  totalCount: number;
  disabled?: boolean;
  onPageChange: (page: number) => void;
}

/** Previous / "Page n of m" / Next, with the number of entries. */
export function CorrectionsPagination({ page, pageCount, totalCount, disabled, onPageChange }: CorrectionsPaginationProps) {
  const { t } = useTranslation('shell');
  return (
    <nav className="corrections-pagination" aria-label={t('corrections.pagination.label')}>
      <span className="corrections-pagination__total">{t('corrections.pagination.total', { count: totalCount })}</span>
      <div className="corrections-pagination__controls">
        <Button size="sm" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          <span aria-hidden="true">‹</span> {t('corrections.pagination.previous')}
        </Button>
        <span className="corrections-pagination__page" aria-current="page">
          {t('corrections.pagination.pageOf', { page, pages: pageCount })}
        </span>
        <Button size="sm" disabled={disabled || page >= pageCount} onClick={() => onPageChange(page + 1)}>
          {t('corrections.pagination.next')} <span aria-hidden="true">›</span>
        </Button>
      </div>
    </nav>
  );
}
