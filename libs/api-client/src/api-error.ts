import type { ErrorCode, Problem } from '@eoa/contracts';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/**
 * Every failure of a call: the HTTP status (0 when there was no answer) and, when the server answered with problem
 * details, their text (already in the page's language) and code.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    /** The server's text (problem details' `detail`): the spec shows "the server text" where present. */
    readonly serverMessage: string | undefined,
    readonly body: Problem | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The problem's code, for telling errors apart (`admin.sessionExpired`, …); undefined without problem details. */
  get code(): ErrorCode | string | undefined {
    return this.body?.code;
  }

  get requestId(): string | undefined {
    return this.body?.requestId;
  }
}
