/**
 * @jest-environment node
 */
// Node environment: jsdom's window.location cannot be replaced, and this checks the client's own default
// hand-over (window.location.assign) rather than a stand-in passed through configureApiClient.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from './admin-session';
import { apiGet } from './request';

/** The part of Storage the client uses, kept in a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const unauthorized = { ok: false, status: 401, text: async () => JSON.stringify({ status: 401, code: 'auth.sessionExpired', detail: 'Session expired', title: 'Unauthorized', type: 'urn:eoa-companion:problem:auth.sessionExpired', params: {} }) } as Response;

describe('the default admin 401 hand-over', () => {
  const assign = jest.fn<(url: string) => void>();
  const globals = globalThis as unknown as { window?: unknown; localStorage?: Storage; fetch: typeof fetch };
  const originalFetch = globals.fetch;

  beforeEach(() => {
    assign.mockReset();
    globals.window = { location: { assign } };
    globals.localStorage = memoryStorage();
    globals.fetch = jest.fn(async () => unauthorized) as unknown as typeof fetch;
  });
  afterEach(() => {
    delete globals.window;
    delete globals.localStorage;
    globals.fetch = originalFetch;
  });

  it('clears the stored login and goes to /admin/login', async () => {
    globals.localStorage!.setItem(ADMIN_TOKEN_KEY, 'token-1');
    globals.localStorage!.setItem(ADMIN_USER_KEY, 'admin');
    await expect(apiGet('/admin/settings')).rejects.toMatchObject({ status: 401, message: 'Session expired' });
    expect(globals.localStorage!.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(globals.localStorage!.getItem(ADMIN_USER_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });

  it('stays on the page after a 401 of a public call', async () => {
    globals.localStorage!.setItem(ADMIN_TOKEN_KEY, 'token-1');
    await expect(apiGet('/corrections/public')).rejects.toMatchObject({ status: 401 });
    expect(globals.localStorage!.getItem(ADMIN_TOKEN_KEY)).toBe('token-1');
    expect(assign).not.toHaveBeenCalled();
  });
});
