import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY, clearAdminLogin, getAdminToken } from '@eoa/api-client';
import type { AdminSession, AdminStoredUser } from '@eoa/contracts';

/** The stored user, or null when there is none or it is not the shape this remote writes. */
export function readStoredUser(): AdminStoredUser | null {
  const text = localStorage.getItem(ADMIN_USER_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<AdminStoredUser> | null;
    if (typeof value?.username === 'string' && typeof value.expiresAt === 'string') return { username: value.username, expiresAt: value.expiresAt };
  } catch {
    // Damaged storage counts as no user.
  }
  return null;
}

/** The token and user kept in browser storage (spec 3 §3), or null when either is missing. */
export function readStoredLogin(): { token: string; user: AdminStoredUser } | null {
  const token = getAdminToken();
  const user = readStoredUser();
  return token && user ? { token, user } : null;
}

export function storeLogin(session: AdminSession): AdminStoredUser {
  const user: AdminStoredUser = { username: session.username, expiresAt: session.expiresAt };
  localStorage.setItem(ADMIN_TOKEN_KEY, session.token);
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(user));
  return user;
}

export { clearAdminLogin };

/** Milliseconds until the user's login expires (≤ 0: expired; an unreadable date counts as expired). */
export function msUntilExpiry(user: AdminStoredUser, now = Date.now()): number {
  const expiresAt = Date.parse(user.expiresAt);
  return Number.isFinite(expiresAt) ? expiresAt - now : 0;
}
