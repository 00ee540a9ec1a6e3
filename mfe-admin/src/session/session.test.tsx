import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from '@eoa/api-client';
import { mockApi, requestsTo } from '@eoa/ui/testing';
import { correctionsPage, renderAdmin, sessionRoutes, storeTestLogin, TEST_TOKEN } from '../testing/render-admin';

const unauthorized = { status: 401, body: { status: 401, code: 'test.failure', detail: 'Token expired', params: {} } };

afterEach(() => {
  jest.useRealTimers();
});

describe('the admin guard', () => {
  it('shows "Checking authentication..." while a stored token is validated, then the page', async () => {
    storeTestLogin({ username: 'gandalf' });
    let validate: (reply: { body: unknown }) => void = () => undefined;
    const api = mockApi({ ...sessionRoutes(), 'POST /api/admin/validate': () => new Promise((resolve) => (validate = resolve)) });
    const { location } = renderAdmin('/admin/audit');
    expect(await screen.findByText('Checking authentication...')).toBeInTheDocument();
    const [request] = requestsTo(api, 'POST', '/api/admin/validate');
    expect(request!.body).toEqual({ token: TEST_TOKEN });
    validate({ body: { valid: true, username: 'gandalf', expiresAt: '2099-01-01T00:00:00.000Z' } });
    expect(await screen.findByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
    expect(screen.queryByText('Checking authentication...')).not.toBeInTheDocument();
    expect(location()).toBe('/admin/audit');
  });

  it('sends a visitor without a login to /admin/login without asking the server', async () => {
    const api = mockApi(sessionRoutes());
    const { location } = renderAdmin('/admin/corrections?status=pending');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/admin/validate')).toHaveLength(0);
  });

  it('clears a stored token the server says is invalid', async () => {
    storeTestLogin();
    mockApi({ ...sessionRoutes(), 'POST /api/admin/validate': { body: { valid: false } } });
    const { location } = renderAdmin('/admin');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
  });

  it('logs out a stored user whose login has expired, without asking the server', async () => {
    storeTestLogin({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const api = mockApi(sessionRoutes());
    const { location } = renderAdmin('/admin/settings');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(requestsTo(api, 'POST', '/api/admin/validate')).toHaveLength(0);
  });

  it('logs out when the login expires while a page is open, clearing the admin data', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), doNotFake: ['queueMicrotask'] });
    storeTestLogin({ expiresAt: '2026-11-26T10:05:00Z' });
    mockApi(sessionRoutes(2));
    const { location, queryClient } = renderAdmin('/admin/calibrations', { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['admin'] }).length).toBeGreaterThan(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5 * 60_000);
    });
    expect(location()).toBe('/admin/login');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['admin'] })).toHaveLength(0);
  });

  it('goes to the login page on a 401 from any admin call, inside the app, and comes back after the next login', async () => {
    storeTestLogin();
    let pendingReply: { status?: number; body: unknown } = { body: correctionsPage(3) };
    mockApi({
      ...sessionRoutes(),
      'GET /api/admin/corrections': () => pendingReply,
      'POST /api/admin/login': { body: { username: 'gandalf', token: 'second-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
    });
    const { user, location, queryClient } = renderAdmin('/admin/audit?action=quest_edit');
    expect(await screen.findByText('3', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();

    pendingReply = unauthorized;
    await act(() => queryClient.refetchQueries({ queryKey: ['admin', 'corrections'] }));
    // Inside the app: the router moved (jsdom cannot load a page, so a full reload would leave it where it was).
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['admin'] })).toHaveLength(0);

    pendingReply = { body: correctionsPage(3) };
    await user.type(await screen.findByLabelText('Username'), 'gandalf');
    await user.type(screen.getByLabelText('Password'), 'mellon{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/audit?action=quest_edit'));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('second-token');
  });

  it('follows a logout made in another tab', async () => {
    storeTestLogin();
    mockApi(sessionRoutes());
    const { location } = renderAdmin('/admin/quests');
    await screen.findByRole('navigation', { name: 'Administration' });
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: ADMIN_TOKEN_KEY, oldValue: TEST_TOKEN, newValue: null }));
    });
    await waitFor(() => expect(location()).toBe('/admin/login'));
  });
});

describe('spec 3 §2: the corrections and audit screens redirect to /admin/login when no stored admin token exists', () => {
  const emptyAudit = { auditLogs: [], totalCount: 0, hasNext: false, hasPrevious: false, page: 1, pageSize: 50 };
  const routes = () => ({
    ...sessionRoutes(),
    'GET /api/admin/audit': { body: emptyAudit },
    'POST /api/admin/login': { body: { username: 'gandalf', token: 'second-token', expiresAt: '2099-01-01T00:00:00.000Z' } },
  });
  // [the page, a later step on it (a filter in the address), its own list call, its heading]
  const pages = [
    ['/admin/corrections?status=pending', '/admin/corrections?status=fixed', '/api/admin/corrections', 'Corrections Review'],
    ['/admin/audit?action=quest_edit', '/admin/audit?action=login', '/api/admin/audit', 'Audit Log'],
  ] as [string, string, string, string][];

  const logIn = async (user: ReturnType<typeof renderAdmin>['user']) => {
    await user.type(await screen.findByLabelText('Username'), 'gandalf');
    await user.type(screen.getByLabelText('Password'), 'mellon{Enter}');
  };

  it.each(pages)('%s without a stored token: the login page, nothing asked, then back there after the login', async (path, _next, listCall, _heading) => {
    const api = mockApi(routes());
    const { user, location } = renderAdmin(path);
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(requestsTo(api, 'GET', listCall)).toHaveLength(0);
    await logIn(user);
    await waitFor(() => expect(location()).toBe(path));
  });

  it.each(pages)('%s: the token removed from storage while the page is open → its next step goes to the login page', async (path, next, listCall, heading) => {
    storeTestLogin();
    const api = mockApi(routes());
    const { user, router, location, queryClient } = renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api, 'GET', listCall).length).toBeGreaterThan(0));

    // Removed in this tab (no storage event): the guard notices at the page's next step.
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    await act(() => router.navigate(next));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['admin'] })).toHaveLength(0);
    await logIn(user);
    await waitFor(() => expect(location()).toBe(next));
  });
});
