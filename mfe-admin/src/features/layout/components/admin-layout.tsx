import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { AppVersionStatus, Badge, Button, StatusBar, ToolFrame } from '@eoa/ui';
import { ADMIN_PATHS } from '../../../lib/admin-paths';
import { logout, useAdminSession } from '../../../session/session-store';
import { usePendingCorrectionsCount } from '../api/get-pending-corrections';
import './admin-layout.css';

/** The version label of the admin area (spec 3 §1, §9). */
const ADMIN_VERSION_LABEL = 'v0.1.0';

const NAV_ITEMS = [
  { key: 'dashboard', to: ADMIN_PATHS.dashboard, end: true },
  { key: 'quests', to: ADMIN_PATHS.quests, end: false },
  { key: 'calibrations', to: ADMIN_PATHS.calibrations, end: false },
  { key: 'homepageTools', to: ADMIN_PATHS.homepageTools, end: false },
  { key: 'corrections', to: ADMIN_PATHS.corrections, end: false },
  { key: 'audit', to: ADMIN_PATHS.audit, end: false },
  { key: 'settings', to: ADMIN_PATHS.settings, end: false },
] as const;

/**
 * The frame of every admin page (spec 3 §2): the tool frame with the logged-in username and Logout in the top bar,
 * the navbar of the area's screens with the pending-corrections badge, the page, and the status bar with the admin
 * version label v0.1.0.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const username = useAdminSession((state) => state.user?.username);
  const pending = usePendingCorrectionsCount();
  const [loggingOut, setLoggingOut] = useState(false);

  const onLogout = async () => {
    setLoggingOut(true);
    // The guard sends the signed-out user to the login page.
    await logout(queryClient);
  };

  return (
    <ToolFrame
      title={tc('tools.admin')}
      actions={
        <div className="admin-user">
          <span className="admin-user__name" title={t('layout.signedInAs', { username })}>
            <span className="eoa-visually-hidden">{t('layout.signedInAs', { username })}</span>
            <span aria-hidden="true">{username}</span>
          </span>
          <Button size="sm" onClick={() => void onLogout()} disabled={loggingOut}>
            {loggingOut ? t('layout.loggingOut') : t('layout.logout')}
          </Button>
        </div>
      }
      statusBar={
        <StatusBar
          right={
            <span className="admin-status__versions">
              <span className="admin-status__admin-version">{t('layout.adminVersion', { version: ADMIN_VERSION_LABEL })}</span>
              <AppVersionStatus />
            </span>
          }
        >
          {pending.data !== undefined ? <span>{t('layout.pendingStatus', { count: pending.data })}</span> : null}
        </StatusBar>
      }
    >
      <nav className="admin-nav" aria-label={t('layout.navLabel')}>
        <ul className="admin-nav__list">
          {NAV_ITEMS.map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} end={item.end} className={({ isActive }) => `admin-nav__link${isActive ? ' admin-nav__link--active' : ''}`}>
                {t(`layout.nav.${item.key}`)}
                {item.key === 'corrections' && pending.data ? (
                  <span className="admin-nav__badge">
                    <Badge tone="orange">
                      <span aria-hidden="true">{pending.data}</span>
                      <span className="eoa-visually-hidden">{t('layout.pendingBadge', { count: pending.data })}</span>
                    </Badge>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-layout__page">
        <Outlet />
      </div>
    </ToolFrame>
  );
}
