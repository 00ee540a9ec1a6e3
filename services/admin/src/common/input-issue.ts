import type { ErrorCode, ErrorParams } from '@eoa/contracts';
import type { InputIssue } from '@eoa/server-kit';

/**
 * One thing wrong with a request's input that only the service can tell (it takes the stored data: a quest's markers,
 * a calibration's zone): where, as a zod issue's path is written (`markerOverrides.0.index`), and its code. Thrown
 * together as `new InvalidRequestException(issues)`, the same 400 `request.invalid` a schema's failure answers.
 */
export function inputIssue<C extends ErrorCode>(path: string, code: C, params: ErrorParams<C>): InputIssue {
  return { path, code, params };
}
