import { HttpException } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type ErrorCode, type ErrorParams, type ProblemParams } from '@eoa/contracts';
import type { InputIssue } from '../edge/problem.js';
import { problemTexts } from '../edge/problem-texts.js';

/**
 * An error answer by code: `throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.itemNotFound', { id })`. The
 * app-wide filter answers it as problem details with the code's text in the request's language; its `message` is
 * the English text, for logs and stack traces.
 */
export class ProblemException<C extends ErrorCode = ErrorCode> extends HttpException {
  readonly params: ProblemParams;

  constructor(
    status: number,
    readonly code: C,
    params: ErrorParams<C>,
    readonly issues?: readonly InputIssue[],
  ) {
    super(problemTexts().detail(code, params, DEFAULT_LANGUAGE), status);
    this.params = params;
  }
}
