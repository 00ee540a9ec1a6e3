import { jest } from '@jest/globals';

/** What a mocked endpoint answers: a JSON body with a status (200 by default), or a network failure. */
export type MockReply = { status?: number; body?: unknown } | { networkError: true };
export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Replaces `fetch` (jsdom has none) with a router over "METHOD /path" keys, e.g. 'GET /api/homepage/app-info'.
 * Unknown endpoints answer 404 so a forgotten mock shows up as an error state instead of hanging.
 * Returns the jest mock so tests can inspect the calls.
 */
export function mockApi(routes: Record<string, MockHandler>) {
  const fetchMock = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    const handler = routes[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(request) : (handler ?? { status: 404, body: notFound });
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const notFound = { statusCode: 404, message: 'Not found', error: 'Not Found' };

/** The requests a mock received, decoded, for assertions on method, path, query and body. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): MockRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
    })
    .filter((request) => request.method === method && request.path === path);
}
