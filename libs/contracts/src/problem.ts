// The one shape of every error answer, from the gateway and from every service: RFC 9457 problem details
// (`application/problem+json`) with two members of our own — `code`, stable and meant for programs, and `params`, the
// values its text was written with. `detail` is that text in the request's language (server-texts/<language>.json in
// @eoa/i18n, by code); `title` the status's short name in that language.
import { z } from 'zod';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Header carrying the request id from the gateway to the services and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The `type` URI of a code: stable, names the kind of problem (RFC 9457 §3.1.1); not meant to be fetched. */
export function problemTypeOf(code: string): string {
  return `urn:eoa-companion:problem:${code}`;
}

export const ProblemParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ProblemParams = z.infer<typeof ProblemParamsSchema>;

/** One thing wrong with a request's input: where (`query.page`, `body.traits.0.rank`), which code, its text. */
export const ProblemIssueSchema = z.object({
  path: z.string(),
  code: z.string(),
  params: ProblemParamsSchema,
  detail: z.string(),
});
export type ProblemIssue = z.infer<typeof ProblemIssueSchema>;

export const ProblemSchema = z.object({
  type: z.string().meta({ example: problemTypeOf('builder.itemNotFound') }),
  title: z.string().meta({ example: 'Not Found' }),
  status: z.number().int().min(400).max(599),
  detail: z.string().meta({ example: 'Item 5 not found' }),
  code: z.string().meta({ example: 'builder.itemNotFound' }),
  params: ProblemParamsSchema.meta({ example: { id: 5 } }),
  /** The path of the request, without its query. */
  instance: z.string().optional(),
  /** The X-Request-Id of the call, for a bug report. */
  requestId: z.string().optional(),
  /** Each invalid field of a request that failed validation (code `request.invalid`). */
  errors: z.array(ProblemIssueSchema).optional(),
}).meta({ description: 'RFC 9457 problem details; detail is in the language of Accept-Language' });
export type Problem = z.infer<typeof ProblemSchema>;

/** Whether a parsed JSON body is a problem answer (what a client checks before trusting its fields). */
export function isProblem(value: unknown): value is Problem {
  return ProblemSchema.safeParse(value).success;
}
