import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from '@eoa/api-client';
import { mockApi, requestsTo } from '@eoa/ui/testing';
import { renderAdmin, sessionRoutes, storeTestLogin } from '../../../testing/render-admin';

const session = { username: 'gandalf', token: 'fresh-token', expiresAt: '2099-01-01T00:00:00.000Z' };

describe('the login page', () => {
  it('asks for both fields before calling the server, with the focus on the username', async () => {
    const api = mockApi({ ...sessionRoutes(), 'POST /api/admin/login': { body: session } });
    const { user } = renderAdmin('/admin/login');
    const username = await screen.findByLabelText('Username');
    expect(screen.getByRole('heading', { name: 'Administrator login' })).toBeInTheDocument();
    expect(username).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Username and password are required');
    await user.type(username, 'gandalf');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Username and password are required');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(api, 'POST', '/api/admin/login')).toHaveLength(0);
  });

  it('submits with Enter, shows "Logging in..." while busy, stores the login and opens the dashboard', async () => {
    let answer: (value: { body: typeof session }) => void = () => undefined;
    const api = mockApi({ ...sessionRoutes(), 'POST /api/admin/login': () => new Promise((resolve) => (answer = resolve)) });
    const { user, location } = renderAdmin('/admin/login');
    await user.type(await screen.findByLabelText('Username'), 'gandalf');
    await user.type(screen.getByLabelText('Password'), 'mellon{Enter}');
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    expect(requestsTo(api, 'POST', '/api/admin/login')[0]!.body).toEqual({ username: 'gandalf', password: 'mellon' });
    answer({ body: session });
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem(ADMIN_USER_KEY)!)).toEqual({ username: 'gandalf', expiresAt: session.expiresAt });
    expect(await screen.findByText('gandalf')).toBeInTheDocument();
  });

  it("shows the server's message on failure, and 'Login failed' when there is none", async () => {
    let reply: { status: number; body?: unknown } = { status: 401, body: { status: 401, code: 'test.failure', detail: 'Invalid username or password', params: {} } };
    mockApi({ ...sessionRoutes(), 'POST /api/admin/login': () => reply });
    const { user, location } = renderAdmin('/admin/login');
    await user.type(await screen.findByLabelText('Username'), 'gandalf');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reply = { status: 502 };
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
    expect(location()).toBe('/admin/login');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('returns to the page first asked for, with its query', async () => {
    mockApi({ ...sessionRoutes(), 'POST /api/admin/login': { body: session } });
    const { user, location } = renderAdmin('/admin/quests?excluded=true');
    await waitFor(() => expect(location()).toBe('/admin/login'));
    await user.type(await screen.findByLabelText('Username'), 'gandalf');
    await user.type(screen.getByLabelText('Password'), 'mellon{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/quests?excluded=true'));
  });

  it('never returns outside the admin area', async () => {
    mockApi({ ...sessionRoutes(), 'POST /api/admin/login': { body: session } });
    const { user, router, location } = renderAdmin('/admin/login');
    await screen.findByLabelText('Username');
    await act(() => router.navigate('/admin/login', { state: { from: '//evil.example/admin' } }));
    await user.type(screen.getByLabelText('Username'), 'gandalf');
    await user.type(screen.getByLabelText('Password'), 'mellon{Enter}');
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('sends someone already logged in straight on', async () => {
    storeTestLogin();
    const api = mockApi(sessionRoutes());
    const { location } = renderAdmin('/admin/login');
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(requestsTo(api, 'POST', '/api/admin/validate')).toHaveLength(1);
  });
});
