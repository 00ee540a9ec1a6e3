import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_TOKEN_KEY, configureApiClient } from '@eoa/api-client';
import { ADMIN_PATHS } from '../lib/admin-paths';
import { endSession, useAdminSession } from './session-store';
import { msUntilExpiry } from './stored-login';

/** Where a page of the area is, as the login page returns to it: path, query and hash. */
export const locationPath = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${location.pathname}${location.search}${location.hash}`;

/** The router state the login page reads: the page to return to after a login. */
export interface LoginRedirectState {
  from: string;
}

// setTimeout's longest delay (about 24.8 days); a later expiry is waited for in several turns.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The api-client's own hand-over when the admin area is not mounted: a full page load of the login page. */
const loadLoginPage = () => window.location.assign(ADMIN_PATHS.login);

/**
 * The root of every admin route. It makes the session end the same way whatever ends it — a 401 from any admin
 * call (spec 3 §4), the stored user's expiresAt passing, or the login removed from storage by another tab: the
 * login and every admin answer are cleared and the user goes to /admin/login (inside the app, no page reload),
 * which brings them back to the page they were on after the next login.
 */
export function AdminSessionRoot() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useAdminSession((state) => state.user);
  const locationRef = useRef(location);
  useLayoutEffect(() => {
    locationRef.current = location;
  });

  useEffect(() => {
    const signOut = () => {
      endSession(queryClient);
      const current = locationRef.current;
      // Already on the login page (a stored token refused there): stay, with the page it came for.
      if (current.pathname === ADMIN_PATHS.login) return;
      const state: LoginRedirectState = { from: locationPath(current) };
      void navigate(ADMIN_PATHS.login, { replace: true, state });
    };
    configureApiClient({ onAdminUnauthorized: signOut });
    const onStorage = (event: StorageEvent) => {
      // Logged out (or the token removed) in another tab: this one follows.
      if ((event.key === ADMIN_TOKEN_KEY || event.key === null) && !localStorage.getItem(ADMIN_TOKEN_KEY) && useAdminSession.getState().isAuthenticated) signOut();
    };
    window.addEventListener('storage', onStorage);

    let timer: ReturnType<typeof setTimeout> | undefined;
    const watchExpiry = () => {
      if (!user) return;
      const remaining = msUntilExpiry(user);
      if (remaining <= 0) signOut();
      else timer = setTimeout(watchExpiry, Math.min(remaining, MAX_TIMER_MS));
    };
    watchExpiry();

    return () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      configureApiClient({ onAdminUnauthorized: loadLoginPage });
    };
  }, [navigate, queryClient, user]);

  return <Outlet />;
}
