import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { getAdminToken } from '@eoa/api-client';
import { CheckingAuthentication } from '../components/checking-authentication';
import { ADMIN_PATHS } from '../lib/admin-paths';
import { locationPath, type LoginRedirectState } from './admin-session-root';
import { checkStoredSession, endSession, useAdminSession } from './session-store';

/**
 * The guard of every admin page but the login (spec 3 §2): "Checking authentication..." while a stored token is
 * validated, the login page (remembering the page asked for, with its query) when there is no session, the page
 * when there is one. A page reached after the stored token vanished ends the session too: the one place spec §2's
 * "corrections and audit redirect to /admin/login when no stored admin token exists" is checked — for every page.
 */
export function RequireAdmin() {
  const status = useAdminSession((state) => state.status);
  const loggedOut = useAdminSession((state) => state.loggedOut);
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    void checkStoredSession();
  }, []);

  useEffect(() => {
    if (useAdminSession.getState().status === 'authenticated' && !getAdminToken()) endSession(queryClient);
  }, [location, queryClient]);

  if (status === 'anonymous') {
    // After a logout on purpose the next login starts afresh at the dashboard.
    const state: LoginRedirectState | undefined = loggedOut ? undefined : { from: locationPath(location) };
    return <Navigate to={ADMIN_PATHS.login} replace state={state} />;
  }
  if (status !== 'authenticated') return <CheckingAuthentication />;
  return <Outlet />;
}
