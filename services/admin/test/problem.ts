import type { Problem } from '@eoa/contracts';

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
