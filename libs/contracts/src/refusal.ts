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

/** A catalogued code and the values of its text (the field's name is added by the validation pipe). */
export interface IssueCode {
  code: ErrorCode;
  params?: ProblemParams;
}

/** The codes a schema's own refusals are answered with (see `coded`). */
export interface FieldCodes {
  /** Every refusal of the value (missing, another type, out of range, another format), unless named below. */
  refused?: IssueCode;
  /** A missing value or one of another type; its range and format keep zod's own issues. */
  wrongType?: IssueCode;
  /** Each key an object does not have (its `name` is the key). */
  unknownKey?: IssueCode;
}

/** The codes of the schemas `coded` named (read by the services' validation pipe when a parse fails). */
export const fieldCodes = z.registry<FieldCodes>();

/**
 * `schema` itself, whose own refusals name the codes of `codes`: `coded(z.int().min(1).max(50), { refused: { code:
 * 'field.integerRange', params: { min: 1, max: 50 } } })` answers "level must be an integer from 1 to 50" for a
 * missing level, a text, 1.5 or 51 alike. Unlike refusedAs it adds nothing to the parse (no second parse, no
 * preprocess): the code is looked up only when a value is refused, so it fits a hot body. Apply it last: `.meta()`
 * and the other methods make a copy, which would not be registered (wrappers such as `.optional()` are fine, the
 * coded schema still refuses the value inside them).
 */
export function coded<S extends z.ZodType>(schema: S, codes: FieldCodes): S {
  fieldCodes.add(schema, codes);
  return schema;
}
