import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ApiError } from './api-error';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from './admin-session';
import { apiClientOptions, configureApiClient } from './config';
import { apiGet, apiGetText, apiPost, apiRequest } from './request';

type FetchArgs = [string, RequestInit];
const defaults = { ...apiClientOptions };

/** Replaces fetch with one that answers `reply` (or runs it) and records each call. */
function mockFetch(reply: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: FetchArgs[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push([String(url), init ?? {}]);
    return reply(String(url), init ?? {});
  }) as typeof fetch;
  return calls;
}

/** The part of a fetch Response the client reads (jsdom has no Response class). */
const reply = (status: number, text: string) => ({ ok: status >= 200 && status < 300, status, text: async () => text }) as Response;
const json = (status: number, body: unknown) => reply(status, JSON.stringify(body));
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('apiRequest', () => {
  const onAdminUnauthorized = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    onAdminUnauthorized.mockReset();
    configureApiClient({ ...defaults, getLanguage: () => 'de', onAdminUnauthorized });
  });
  afterEach(() => {
    jest.useRealTimers();
    configureApiClient(defaults);
  });

  it('sends Accept-Language from the current language and no-cache on GET, with the query string built from the options', async () => {
    const calls = mockFetch(() => json(200, { ok: true }));
    await expect(apiGet('/items/search', { query: { q: 'sword of élan', page: 2, empty: '', none: undefined, ids: [1, 2] } })).resolves.toEqual({ ok: true });
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/items/search?q=sword+of+%C3%A9lan&page=2&ids=1&ids=2');
    expect(init.method).toBe('GET');
    expect(headersOf(init)['Accept-Language']).toBe('de');
    expect(headersOf(init)['Cache-Control']).toBe('no-cache');
    expect(headersOf(init).Pragma).toBe('no-cache');
    expect(init.body).toBeUndefined();
  });

  it('apiGetText answers the JSON text as it came, with the same headers, and errors as apiGet does', async () => {
    const calls = mockFetch((url) => (url.includes('missing') ? json(404, { status: 404, code: 'routing.nothingAt', detail: 'No such page', title: 'x', type: 'urn:eoa-companion:problem:routing.nothingAt', params: {} }) : reply(200, '{"items":[],"totalCount":0}')));
    await expect(apiGetText('/items', { query: { page: 1 } })).resolves.toBe('{"items":[],"totalCount":0}');
    expect(headersOf(calls[0]![1])['Cache-Control']).toBe('no-cache');
    await expect(apiGetText('/missing')).rejects.toMatchObject({ kind: 'http', status: 404, message: 'No such page' });
  });

  it('sends a JSON body with its content type on POST, and no no-cache header', async () => {
    const calls = mockFetch(() => json(201, { id: 7 }));
    await expect(apiPost('/corrections', { description: 'Wrong level' })).resolves.toEqual({ id: 7 });
    const [, init] = calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"description":"Wrong level"}');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(headersOf(init)['Cache-Control']).toBeUndefined();
  });

  it('maps a problem answer to an ApiError with the server text, code, status and request id', async () => {
    const answer = { type: 'urn:eoa-companion:problem:field.positiveInteger', title: 'Bad Request', status: 400, detail: 'id must be a positive integer', code: 'field.positiveInteger', params: { field: 'id' }, requestId: 'r-1' };
    mockFetch(() => json(400, answer));
    const error = (await apiGet('/items/abc').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'id must be a positive integer', serverMessage: 'id must be a positive integer' });
    expect(error.body).toEqual(answer);
    expect(error.code).toBe('field.positiveInteger');
    expect(error.requestId).toBe('r-1');
  });

  it('maps a JSON error answer of another shape to the status alone', async () => {
    mockFetch(() => json(404, ['not', 'the', 'error', 'shape']));
    await expect(apiGet('/items/1')).rejects.toMatchObject({ kind: 'http', status: 404, message: 'HTTP 404', serverMessage: undefined, body: undefined });
    mockFetch(() => json(400, { statusCode: 400, message: 'the old shape, not problem details', error: 'Bad Request' }));
    await expect(apiGet('/items/1')).rejects.toMatchObject({ status: 400, message: 'HTTP 400', body: undefined });
  });

  it('maps an error answer that is not JSON to the status alone', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => reply(502, '<html>Bad gateway</html>'));
    const error = (await apiGet('/items').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'http', status: 502, message: 'HTTP 502', serverMessage: undefined, body: undefined });
  });

  it('maps a failed connection to a network error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('/items')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('gives up after the 10 s timeout with a timeout error', async () => {
    jest.useFakeTimers();
    mockFetch((_url, init) => new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const pending = apiGet('/items').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout', status: 0, message: 'The request timed out' });
  });

  it('gives up with a timeout error when the server sends its headers and then stalls the body', async () => {
    jest.useFakeTimers();
    mockFetch((_url, init) => ({
      ok: true,
      status: 200,
      // A real body stream fails with AbortError once the request's signal aborts.
      text: () => new Promise<string>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    }) as Response);
    const pending = apiGet('/items').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(pending).resolves.toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('maps a connection lost while reading the body to a network error', async () => {
    mockFetch(() => ({ ok: true, status: 200, text: () => Promise.reject(new TypeError('network error')) }) as Response);
    await expect(apiGet('/items')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('passes a caller abort through unchanged (not a timeout)', async () => {
    const caller = new AbortController();
    mockFetch((_url, init) => new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const pending = apiGet('/items', { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    await expect(pending).resolves.toMatchObject({ name: 'AbortError' });
  });

  it('sends the admin token on admin calls; a 401 there clears the login and hands over to the login page', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'token-1');
    localStorage.setItem(ADMIN_USER_KEY, 'admin');
    const calls = mockFetch(() => json(401, { status: 401, code: 'auth.sessionExpired', detail: 'Session expired', title: 'x', type: 'urn:eoa-companion:problem:auth.sessionExpired', params: {} }));
    await expect(apiRequest('GET', '/admin/stats')).rejects.toMatchObject({ status: 401 });
    expect(headersOf(calls[0]![1]).Authorization).toBe('Bearer token-1');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_USER_KEY)).toBeNull();
    expect(onAdminUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the login on a 401 of a public call or of the login itself', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'token-1');
    const calls = mockFetch(() => json(401, { status: 401, code: 'auth.invalidCredentials', detail: 'Wrong username or password', title: 'x', type: 'urn:eoa-companion:problem:auth.invalidCredentials', params: {} }));
    await expect(apiPost('/admin/login', { username: 'a', password: 'b' })).rejects.toMatchObject({ status: 401, message: 'Wrong username or password' });
    await expect(apiGet('/corrections/public')).rejects.toMatchObject({ status: 401 });
    expect(headersOf(calls[0]![1]).Authorization).toBeUndefined();
    expect(headersOf(calls[1]![1]).Authorization).toBeUndefined();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('token-1');
    expect(onAdminUnauthorized).not.toHaveBeenCalled();
  });
});
