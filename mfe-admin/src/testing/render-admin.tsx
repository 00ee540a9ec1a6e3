import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from '@eoa/api-client';
import type { AdminCorrectionsPage, AdminStoredUser } from '@eoa/contracts';
import { createTestQueryClient, type MockHandler } from '@eoa/ui/testing';
import AdminApp from '../exposes/AdminApp';

interface RenderAdminOptions {
  /** user-event options, e.g. { advanceTimers } when fake timers are on. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * The admin remote as the shell mounts it: at /admin/* in a data router (the shell's createBrowserRouter; here a
 * memory one), with react-query and i18n. Any other path shows a probe ("elsewhere").
 */
export function renderAdmin(path: string, options: RenderAdminOptions = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path: '/admin/*', element: <AdminApp /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ delay: null, ...options.userOptions });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  /** The router's current location as "pathname?search#hash". */
  const location = () => {
    const { pathname, search, hash } = router.state.location;
    return `${pathname}${search}${hash}`;
  };
  return { ...view, queryClient, router, user, location };
}

export const TEST_TOKEN = 'token-of-admin';

/** A stored login as the login page leaves it (token + user in browser storage). Default: valid for an hour. */
export function storeTestLogin(user: Partial<AdminStoredUser> = {}): AdminStoredUser {
  const stored: AdminStoredUser = { username: 'gandalf', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), ...user };
  localStorage.setItem(ADMIN_TOKEN_KEY, TEST_TOKEN);
  localStorage.setItem(ADMIN_USER_KEY, JSON.stringify(stored));
  return stored;
}

export const correctionsPage = (pendingCount: number): AdminCorrectionsPage => ({ corrections: [], pendingCount, totalCount: pendingCount, page: 1, pageSize: 1 });

/** What every signed-in page asks besides its own calls: the token check and the navbar's pending count. */
export function sessionRoutes(pendingCount = 0): Record<string, MockHandler> {
  return {
    'POST /api/admin/validate': { body: { valid: true } },
    'GET /api/admin/corrections': { body: correctionsPage(pendingCount) },
    'GET /api/homepage/app-info': { body: { appVersion: '0.0.11', dataVersion: '2026.11', lastUpdated: '2026-11-01T00:00:00Z' } },
  };
}
