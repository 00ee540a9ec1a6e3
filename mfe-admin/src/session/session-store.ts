import { create } from 'zustand';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@eoa/api-client';
import type { AdminStoredUser } from '@eoa/contracts';
import { ADMIN_QUERY_ROOT } from '../lib/query-keys';
import { postLogin } from './api/post-login';
import { postLogout } from './api/post-logout';
import { postValidate } from './api/post-validate';
import { clearAdminLogin, msUntilExpiry, readStoredLogin, storeLogin } from './stored-login';

/**
 * unknown: the stored login was not looked at yet; checking: a stored token is being validated (first visit);
 * authenticated / anonymous: settled.
 */
export type SessionStatus = 'unknown' | 'checking' | 'authenticated' | 'anonymous';

/** Why the last login failed: the server's text when it sent one (shown as is), else the generic text. */
export interface LoginFailure {
  serverMessage: string | null;
}

export interface AdminSessionState {
  status: SessionStatus;
  isAuthenticated: boolean;
  user: AdminStoredUser | null;
  /** The last login's failure (spec 3 §4: "failure (error message stored)"). */
  error: LoginFailure | null;
  loggingIn: boolean;
  /** The user logged out on purpose: the next login starts at the dashboard, not at the page left. */
  loggedOut: boolean;
}

const signedOut = { status: 'anonymous', isAuthenticated: false, user: null, loggingIn: false } as const;

export const useAdminSession = create<AdminSessionState>(() => ({
  status: 'unknown',
  isAuthenticated: false,
  user: null,
  error: null,
  loggingIn: false,
  loggedOut: false,
}));

/** Back to the state of a fresh page (tests; the module outlives a test). */
export function resetAdminSession(): void {
  useAdminSession.setState({ status: 'unknown', isAuthenticated: false, user: null, error: null, loggingIn: false, loggedOut: false });
}

/** Every cached answer of the admin area (spec 3 §4: logout clears quests, overrides, settings, stats, audit, corrections). */
export function clearAdminData(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ queryKey: ADMIN_QUERY_ROOT });
  queryClient.removeQueries({ queryKey: ADMIN_QUERY_ROOT });
}

/**
 * The session ends here without asking the server (a 401 already said the token is dead, or it expired): the stored
 * login, the client state and every admin answer go.
 */
export function endSession(queryClient: QueryClient, { loggedOut = false } = {}): void {
  clearAdminLogin();
  useAdminSession.setState({ ...signedOut, error: null, loggedOut });
  clearAdminData(queryClient);
}

let validation: Promise<void> | null = null;

/**
 * The first visit's check (spec 3 §4): no stored login → anonymous; an expired stored user → logged out; otherwise
 * the token is validated by the server and an invalid one clears the session. Runs once per page: later calls wait
 * for the same check. When the server cannot be asked (network, 5xx) the login is kept: the pages' own calls will
 * meet a 401 if the token is really dead.
 */
export function checkStoredSession(): Promise<void> {
  const { status } = useAdminSession.getState();
  if (status !== 'unknown') return validation ?? Promise.resolve();
  const stored = readStoredLogin();
  if (!stored || msUntilExpiry(stored.user) <= 0) {
    clearAdminLogin();
    useAdminSession.setState({ ...signedOut });
    return Promise.resolve();
  }
  useAdminSession.setState({ status: 'checking' });
  validation = postValidate({ token: stored.token })
    .then((result) => {
      if (useAdminSession.getState().status !== 'checking') return;
      if (result.valid) {
        const user = { username: result.username ?? stored.user.username, expiresAt: result.expiresAt ?? stored.user.expiresAt };
        useAdminSession.setState({ status: 'authenticated', isAuthenticated: true, user });
      } else {
        clearAdminLogin();
        useAdminSession.setState({ ...signedOut });
      }
    })
    .catch((error: unknown) => {
      if (useAdminSession.getState().status !== 'checking') return;
      if (error instanceof ApiError && error.status === 401) {
        // The client already cleared the stored login and handed over to the login page.
        useAdminSession.setState({ ...signedOut });
        return;
      }
      useAdminSession.setState({ status: 'authenticated', isAuthenticated: true, user: stored.user });
    })
    .finally(() => {
      validation = null;
    });
  return validation;
}

/** POST /admin/login; on success the token and user are stored and the session is authenticated. */
export async function login(username: string, password: string): Promise<boolean> {
  useAdminSession.setState({ loggingIn: true, error: null });
  try {
    const session = await postLogin({ username, password });
    const user = storeLogin(session);
    useAdminSession.setState({ status: 'authenticated', isAuthenticated: true, user, error: null, loggingIn: false, loggedOut: false });
    return true;
  } catch (error) {
    const serverMessage = error instanceof ApiError ? (error.serverMessage ?? null) : null;
    useAdminSession.setState({ loggingIn: false, error: { serverMessage } });
    return false;
  }
}

/**
 * Logout: the server revokes the token, then everything of the session goes (storage, client state, every admin
 * answer). The local part happens even when the server cannot be reached: the user asked to be signed out.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await postLogout();
  } catch {
    // Revocation failed (offline, already expired): the token still leaves this browser.
  }
  endSession(queryClient, { loggedOut: true });
}
