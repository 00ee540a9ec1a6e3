import type { Problem } from '@eoa/contracts';
import { ApiError } from './api-error';
import { apiClientOptions } from './config';
import { clearAdminLogin, getAdminToken } from './admin-session';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
  /** Override the client's 10 s timeout for one call. */
  timeoutMs?: number;
  /** A successful answer is returned as its JSON text, not parsed (for a caller that stores it as it came). */
  rawText?: boolean;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return `${apiClientOptions.baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

const isAdminPath = (path: string) => path.startsWith('/admin/') && path !== '/admin/login';

/**
 * The error shape every service and the gateway answer with (problem details); anything else (a proxy's page, another
 * JSON) is not it. Checked by the fields the client reads rather than with contracts' ProblemSchema: zod would weigh
 * on every page's first load for the one check the client needs.
 */
function isProblem(payload: unknown): payload is Problem {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const candidate = payload as Partial<Record<keyof Problem, unknown>>;
  return typeof candidate.status === 'number' && typeof candidate.detail === 'string' && typeof candidate.code === 'string';
}

/** The answer's body: its JSON, or its text where it is not JSON. */
function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way the front ends call /api: Accept-Language on every call, no-cache on GET, a bearer token on
 * admin calls, a timeout, and typed errors. It never touches UI; a 401 on an admin call clears the stored
 * login and hands over to onAdminUnauthorized (which goes to /admin/login).
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json, application/problem+json',
    'Accept-Language': apiClientOptions.getLanguage(),
  };
  if (method === 'GET') {
    headers['Cache-Control'] = 'no-cache';
    headers.Pragma = 'no-cache';
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const adminCall = isAdminPath(path);
  const token = adminCall ? getAdminToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  // The timeout covers the whole call, the answer's body included: a server that sends its headers and then
  // stalls must not hold the caller past the limit either.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? apiClientOptions.timeoutMs);
  const onCallerAbort = () => timeout.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  let text: string;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: timeout.signal,
      credentials: 'same-origin',
    });
    text = await response.text();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    if (timeout.signal.aborted) throw new ApiError('timeout', 0, 'The request timed out', undefined, undefined);
    throw new ApiError('network', 0, 'Network error: the server could not be reached', undefined, undefined);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
  if (response.ok && options.rawText) return text as T;
  const payload = parseBody(text);
  if (response.ok) return payload as T;

  const body = isProblem(payload) ? payload : undefined;
  const serverMessage = body?.detail || undefined;
  if (response.status >= 500) console.error(`API ${method} ${path} failed with ${response.status}`, payload);
  if (response.status === 401 && adminCall) {
    clearAdminLogin();
    apiClientOptions.onAdminUnauthorized();
  }
  throw new ApiError('http', response.status, serverMessage ?? `HTTP ${response.status}`, serverMessage, body);
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body' | 'rawText'>) => apiRequest<T>('GET', path, options);
/** A GET whose successful answer is its JSON text (errors as for apiGet). */
export const apiGetText = (path: string, options?: Omit<RequestOptions, 'body' | 'rawText'>) => apiRequest<string>('GET', path, { ...options, rawText: true });
export const apiPost = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  apiRequest<T>('POST', path, { ...options, body });
export const apiPut = <T>(path: string, body?: unknown, options?: RequestOptions) =>
  apiRequest<T>('PUT', path, { ...options, body });
export const apiDelete = <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options);
