import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@eoa/ui';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingProgress } from '../../../components/loading-progress';
import { useHomepageTools } from '../api/get-homepage-tools';
import { HomepageToolRow } from './homepage-tool-row';
import './homepage-tools.css';

/**
 * /admin/homepage-tools (spec 3 §2): which of the home page's tools carry the DEV badge. A change is saved as soon as
 * the box is ticked and the home page shows it at once.
 */
export function HomepageToolsPage() {
  const { t } = useTranslation('admin');
  const tools = useHomepageTools();
  const [failedToolId, setFailedToolId] = useState<string | null>(null);

  let body;
  if (tools.isPending) body = <LoadingProgress text={t('homepageTools.loading')} />;
  else if (tools.isError) body = <ErrorBanner message={t('homepageTools.errors.load')} onRetry={() => void tools.refetch()} />;
  else if (tools.data.length === 0) body = <EmptyState text={t('homepageTools.empty')} />;
  else
    body = (
      <div className="homepage-tools__table-wrap">
        <table className="admin-table" aria-label={t('homepageTools.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('homepageTools.columns.toolName')}</th>
              <th scope="col">{t('homepageTools.columns.toolId')}</th>
              <th scope="col">{t('homepageTools.columns.inDevelopment')}</th>
              <th scope="col">{t('homepageTools.columns.lastUpdated')}</th>
            </tr>
          </thead>
          <tbody>
            {tools.data.map((tool) => (
              <HomepageToolRow key={tool.toolId} tool={tool} onSaving={() => setFailedToolId(null)} onFailure={setFailedToolId} />
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="admin-page homepage-tools">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{t('homepageTools.title')}</h1>
      </header>
      <ul className="homepage-tools__notes">
        <li>{t('homepageTools.notes.badge')}</li>
        <li>{t('homepageTools.notes.immediate')}</li>
      </ul>
      {failedToolId ? <ErrorBanner message={t('homepageTools.errors.update', { toolId: failedToolId })} onDismiss={() => setFailedToolId(null)} /> : null}
      {body}
    </div>
  );
}
