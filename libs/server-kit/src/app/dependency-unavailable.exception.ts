import { HttpStatus } from '@nestjs/common';
import type { ErrorCode, ErrorParams } from '@eoa/contracts';
import { ProblemException } from './problem.exception.js';

/**
 * 503 when something this service depends on (another service's API, the database) cannot be reached. Unlike other
 * 5xx, its text is written for the client and sent as it is (the app-wide filter hides other 5xx texts), and it is
 * logged as a warning without a stack: the dependency's failure is logged where it was seen.
 */
export class DependencyUnavailableException<C extends ErrorCode = ErrorCode> extends ProblemException<C> {
  constructor(code: C, params: ErrorParams<C>) {
    super(HttpStatus.SERVICE_UNAVAILABLE, code, params);
  }
}
