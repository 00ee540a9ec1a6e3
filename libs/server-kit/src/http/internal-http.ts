// Service-to-service calls (DESIGN: a service asks the service that owns the data): a GET with the shared internal
// token, a timeout, and the JSON answer. Every way it can fail — not reached, too slow, an error status, an answer that
// is not JSON — is one InternalCallError whose message says which, for the caller's log line; the caller decides what
// the failure means to its own clients (a 503, a fallback).
import { INTERNAL_TOKEN_HEADER } from '@eoa/contracts';

/**
 * "fetch failed: connect ECONNREFUSED …": an error's message and its cause's (fetch hides the reason in the cause);
 * the cause only once (an InternalCallError's message already says it).
 */
export function describeFailure(error: unknown): string {
  const messageOf = (value: unknown) => (typeof value === 'object' && value !== null && 'message' in value ? String(value.message) : undefined);
  const message = messageOf(error) ?? String(error);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? messageOf(error.cause) : undefined;
  return cause && !message.includes(cause) ? `${message}: ${cause}` : message;
}

export class InternalCallError extends Error {
  override name = 'InternalCallError';

  constructor(
    message: string,
    /** The URL asked. */
    readonly url: string,
    /** The answer's status when there was one. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface InternalHttpClientOptions {
  /** The other service's base URL (config.serviceUrls.<name>), without a trailing slash. */
  baseUrl: string;
  /** The shared internal token (config.internalToken), sent as INTERNAL_TOKEN_HEADER. */
  token: string;
  /** A call slower than this fails (the other service counts as unreachable). */
  timeoutMs: number;
}

export interface InternalGetOptions {
  /** A 404 answers null instead of failing (e.g. "no such quest"). */
  notFoundIsNull?: boolean;
}

/** GETs JSON from another service with the internal token and a timeout; fails with an InternalCallError. */
export class InternalHttpClient {
  constructor(private readonly options: InternalHttpClientOptions) {}

  /** The full URL of a path of the other service. */
  urlOf(path: string): string {
    return `${this.options.baseUrl}${path}`;
  }

  getJson<T>(path: string, options: InternalGetOptions & { notFoundIsNull: true }): Promise<T | null>;
  getJson<T>(path: string, options?: InternalGetOptions): Promise<T>;
  async getJson<T>(path: string, options: InternalGetOptions = {}): Promise<T | null> {
    const url = this.urlOf(path);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { [INTERNAL_TOKEN_HEADER]: this.options.token, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new InternalCallError(`GET ${url} failed: ${describeFailure(error)}`, url, undefined, { cause: error });
    }
    if (response.status === 404 && options.notFoundIsNull) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      // The body is not read: let the connection go back to the pool.
      await response.body?.cancel();
      throw new InternalCallError(`GET ${url} answered ${response.status} ${response.statusText}`.trimEnd(), url, response.status);
    }
    try {
      return (await response.json()) as T;
    } catch (error) {
      // The timeout covers the body too: a body cut off by it is a slow service, not a wrong answer (a DOMException,
      // by name: not always an instance of this realm's Error).
      const timedOut = typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
      const problem = timedOut ? 'failed while reading the answer' : 'answered something that is not JSON';
      throw new InternalCallError(`GET ${url} ${problem}: ${describeFailure(error)}`, url, response.status, { cause: error });
    }
  }
}
