import type { ApiErrorBody } from '@eoa/contracts';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/** Every failure of a call: the HTTP status (0 when there was no answer) and the server's text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    /** The server's message, when the answer carried one (the spec shows "the server text" where present). */
    readonly serverMessage: string | undefined,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get requestId(): string | undefined {
    return this.body?.requestId;
  }
}
