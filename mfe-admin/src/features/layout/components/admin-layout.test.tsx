import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from '@eoa/api-client';
import { mockApi, requestsTo } from '@eoa/ui/testing';
import { renderAdmin, sessionRoutes, storeTestLogin, TEST_TOKEN } from '../../../testing/render-admin';

describe('the admin layout', () => {
  it('shows the navbar, the username, the pending-corrections badge and the version label', async () => {
    storeTestLogin({ username: 'gandalf' });
    const api = mockApi(sessionRoutes(4));
    renderAdmin('/admin/quests');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.replace(/\d+.*$/, ''), link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Quests', '/admin/quests'],
      ['Calibrations', '/admin/calibrations'],
      ['Homepage Tools', '/admin/homepage-tools'],
      ['Corrections', '/admin/corrections'],
      ['Audit Log', '/admin/audit'],
      ['Settings', '/admin/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Quests' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(await within(nav).findByRole('link', { name: 'Corrections 4 pending corrections' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as gandalf')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status bar' });
    expect(status).toHaveTextContent('Admin v0.1.0');
    expect(status).toHaveTextContent('4 corrections waiting for review');
    const [pendingCall] = requestsTo(api, 'GET', '/api/admin/corrections');
    expect(pendingCall!.query.get('pageSize')).toBe('1');
  });

  it('shows no badge when nothing is pending', async () => {
    storeTestLogin();
    mockApi(sessionRoutes(0));
    renderAdmin('/admin/audit');
    const nav = await screen.findByRole('navigation', { name: 'Administration' });
    expect(await screen.findByText('0 corrections waiting for review')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Corrections' })).toBeInTheDocument();
  });

  it('logs out: the server revokes the token, storage and every admin answer are cleared, and the login page shows', async () => {
    storeTestLogin();
    const api = mockApi({ ...sessionRoutes(2), 'POST /api/admin/logout': { status: 204 } });
    const { user, location, queryClient } = renderAdmin('/admin/settings');
    await screen.findByText('2 corrections waiting for review');
    queryClient.setQueryData(['admin', 'stats'], { totalQuests: 1 });
    queryClient.setQueryData(['homepage', 'app-info'], { appVersion: '0.0.11' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    const [logoutCall] = requestsTo(api, 'POST', '/api/admin/logout');
    expect(logoutCall).toBeDefined();
    const headers = (api.mock.calls.find(([url, init]) => String(url).endsWith('/admin/logout') && init?.method === 'POST')![1]!.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['admin'] })).toHaveLength(0);
    // Only the admin area's data goes: the site's own answers stay.
    expect(queryClient.getQueryData(['homepage', 'app-info'])).toEqual({ appVersion: '0.0.11' });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });

  it('starts the next login at the dashboard, not at the page logged out from', async () => {
    storeTestLogin();
    mockApi({
      ...sessionRoutes(),
      'POST /api/admin/logout': { status: 204 },
      'POST /api/admin/login': { body: { username: 'gandalf', token: 'again', expiresAt: '2099-01-01T00:00:00.000Z' } },
    });
    const { user, location } = renderAdmin('/admin/settings');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.type(await screen.findByLabelText('Username'), 'gandalf');
    await user.type(screen.getByLabelText('Password'), 'mellon{Enter}');
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('logs out locally even when the server cannot be reached', async () => {
    storeTestLogin();
    mockApi({ ...sessionRoutes(), 'POST /api/admin/logout': { networkError: true } });
    const { user, location } = renderAdmin('/admin');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });
});
