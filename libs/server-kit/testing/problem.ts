// Error answers as the services send them — RFC 9457 problem details (contracts' Problem) with a stable code — read
// the same way by every service's specs: `problemOf` for one comparable value, `expectProblem` to check an answer.
import { expect } from '@jest/globals';
import { PROBLEM_CONTENT_TYPE, type Problem, type ProblemIssue, type ProblemParams } from '@eoa/contracts';

/** What a test compares of an error answer: its status and code, the English detail, each invalid input as "path code". */
export interface ProblemSummary {
  status: number;
  code: string;
  detail: string;
  errors?: string[];
}

/** An error answer (problem details) in one comparable value; `errors` only for `request.invalid`. */
export function problemOf(res: { body: unknown }): ProblemSummary {
  const body = res.body as Problem;
  const errors = body.errors?.map((issue) => `${issue.path} ${issue.code}`);
  return { status: body.status, code: body.code, detail: body.detail, ...(errors ? { errors } : {}) };
}

/** What a test knows of an error answer; `detail` is the English text (a string: all of it), checked where its words matter. */
export interface ExpectedProblem {
  status: number;
  code?: string;
  params?: ProblemParams;
  detail?: string | RegExp;
  /** For `request.invalid`: the issues, each matched as a subset, in order. */
  errors?: Partial<ProblemIssue>[];
}

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
}

/** The problem of an answer (a body kept as text is parsed), checked against what the test expects. */
export function expectProblem(res: Answer, expected: ExpectedProblem): Problem {
  expect(res.status).toBe(expected.status);
  expect(String(res.headers['content-type'])).toContain(PROBLEM_CONTENT_TYPE);
  const problem = (typeof res.body === 'string' || Buffer.isBuffer(res.body) ? JSON.parse(String(res.body)) : res.body) as Problem;
  expect(problem.status).toBe(expected.status);
  if (expected.code !== undefined) expect(problem.code).toBe(expected.code);
  if (expected.params) expect(problem.params).toEqual(expected.params);
  if (typeof expected.detail === 'string') expect(problem.detail).toBe(expected.detail);
  else if (expected.detail) expect(problem.detail).toMatch(expected.detail);
  if (expected.errors) {
    expect(problem.errors).toHaveLength(expected.errors.length);
    expected.errors.forEach((issue, i) => expect(problem.errors?.[i]).toMatchObject(issue));
  }
  return problem;
}
