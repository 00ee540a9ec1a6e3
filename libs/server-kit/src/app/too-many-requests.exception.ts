import { HttpStatus } from '@nestjs/common';
import type { ErrorCode, ErrorParams } from '@eoa/contracts';
import { ProblemException } from './problem.exception.js';

/** 429 whose Retry-After header (seconds) is set by the app-wide exception filter. */
export class TooManyRequestsException<C extends ErrorCode = ErrorCode> extends ProblemException<C> {
  constructor(
    code: C,
    params: ErrorParams<C>,
    readonly retryAfterSeconds: number,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, code, params);
  }
}
