// A field whose every wrong value is refused with one sentence of its own (the spec's words, or a sentence that says
// what the field is for), rather than zod's issue of the moment: "QuestIds must be quest ids written as text",
// not "expected string, received number" at QuestIds.0.
import { z } from 'zod';
import type { ErrorCode } from './error-codes.js';
import type { ProblemParams } from './problem.js';

/**
 * `schema`, except that a value `guard` refuses (by default: `schema` itself) is one issue at the field, naming
 * `code` (with `params`; the field's name is added by the validation pipe). What `guard` lets through is parsed by
 * `schema` as usual, so its own issues (a text too long, a number too large) still speak for themselves. The
 * OpenAPI document shows `schema`.
 */
export function refusedAs<S extends z.ZodType>(schema: S, code: ErrorCode, params: ProblemParams = {}, guard: z.ZodType = schema) {
  return z.preprocess((value: z.input<S>, ctx) => {
    if (guard.safeParse(value).success) return value;
    ctx.addIssue({ code: 'custom', input: value, params: { code, ...params } });
    return z.NEVER;
  }, schema);
}
