// Building a problem answer (RFC 9457, contracts' Problem): what the services' error filter and the gateway both send.
import {
  DEFAULT_LANGUAGE, PROBLEM_CONTENT_TYPE, problemTypeOf, type LanguageCode, type Problem, type ProblemParams,
} from '@eoa/contracts';
import { problemTexts } from './problem-texts.js';

/** One invalid input, before its text is written: where, which code, with which values. */
export interface InputIssue {
  path: string;
  code: string;
  params: ProblemParams;
}

/** What went wrong, in codes: the status, the code, its values and (for `request.invalid`) each invalid input. */
export interface ProblemInit {
  status: number;
  code: string;
  params?: ProblemParams;
  issues?: readonly InputIssue[];
}

export interface ProblemContext {
  language?: LanguageCode;
  requestId?: string;
  /** The request's path (no query). */
  instance?: string;
}

export { PROBLEM_CONTENT_TYPE };

/** The problem answer of `init` in the request's language. */
export function problemBody({ status, code, params = {}, issues }: ProblemInit, { language = DEFAULT_LANGUAGE, requestId, instance }: ProblemContext = {}): Problem {
  const texts = problemTexts();
  const errors = issues?.map((issue) => ({ ...issue, detail: texts.detail(issue.code, issue.params, language) }));
  return {
    type: problemTypeOf(code),
    title: texts.title(status, language),
    status,
    detail: texts.detail(code, params, language),
    code,
    params,
    ...(instance !== undefined ? { instance } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    ...(errors ? { errors } : {}),
  };
}
