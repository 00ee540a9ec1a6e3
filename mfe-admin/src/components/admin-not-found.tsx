import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Notice } from '@eoa/ui';
import { ADMIN_PATHS } from '../lib/admin-paths';

/** An address under /admin that is no screen of the area. */
export function AdminNotFound() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <Notice title={t('common.notFound.title')}>
      <p>{t('common.notFound.message', { path: pathname })}</p>
      <p>
        <Link to={ADMIN_PATHS.dashboard}>{t('common.notFound.toDashboard')}</Link>
      </p>
    </Notice>
  );
}
