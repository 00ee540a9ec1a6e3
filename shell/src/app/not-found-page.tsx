import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Notice, ThemeToggle } from '@eoa/ui';
import { ROUTE_PATHS } from './paths';

/** Any path no route claims. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <main className="shell-standalone-page">
      <div className="shell-standalone-page__toggle">
        <ThemeToggle />
      </div>
      <Notice title={t('notFound.title')}>
        <p className="shell-standalone-page__code" aria-hidden="true">
          {t('notFound.code')}
        </p>
        <p>{t('notFound.message', { path: pathname })}</p>
        <p>
          <Link className="eoa-button eoa-button--primary eoa-button--md" to={ROUTE_PATHS.home}>
            {t('actions.goHome')}
          </Link>
        </p>
      </Notice>
    </main>
  );
}
