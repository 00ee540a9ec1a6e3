import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { getAdminToken } from '@eoa/api-client';
import { ADMIN_LOGIN_PATH } from '@eoa/contracts';
import { locationPath, type LoginRedirectState } from './admin-session-root';
import { endSession } from './session-store';

/**
 * Spec 3 §2: the corrections and audit screens also go to /admin/login when no admin token is stored (the guard
 * covers the rest). Returns whether a token is stored; without one the session ends and the login page opens,
 * remembering the page. A screen renders nothing meanwhile.
 */
export function useStoredTokenGuard(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasToken = getAdminToken() !== null;
  useEffect(() => {
    if (hasToken) return;
    endSession(queryClient);
    const state: LoginRedirectState = { from: locationPath(location) };
    navigate(ADMIN_LOGIN_PATH, { replace: true, state });
  }, [hasToken, location, navigate, queryClient]);
  return hasToken;
}
