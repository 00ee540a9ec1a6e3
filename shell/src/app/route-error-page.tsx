import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Notice } from '@eoa/ui';
import { ROUTE_PATHS } from './paths';

/**
 * The root route's errorElement: a page of the shell crashed while rendering (tool routes have their own
 * boundary and never reach this). Reloading is the honest retry for an unknown page error.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  return (
    <main className="shell-standalone-page" role="alert">
      <Notice title={t('errors.page.title')}>
        <p>{t('errors.page.message')}</p>
        <p className="shell-standalone-page__actions">
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
          <Link className="eoa-button eoa-button--secondary eoa-button--md" to={ROUTE_PATHS.home} reloadDocument>
            {t('actions.goHome')}
          </Link>
        </p>
      </Notice>
    </main>
  );
}
