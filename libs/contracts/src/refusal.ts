// A field whose every wrong value is refused with one sentence of its own (the spec's words, or a sentence that says
// what the field is for), rather than zod's issue of the moment: "QuestIds must be quest ids written as text",
// not "expected string, received number" at QuestIds.0.
import { z } from 'zod';
import type { ErrorCode } from './error-codes.js';
import type { ProblemParams } from './problem.js';

/** A catalogued code and the values of its text (the field's name is added by the validation pipe). */
export interface IssueCode {
  code: ErrorCode;
  params?: ProblemParams;
}

/** The codes a schema's own refusals are answered with (see `coded`). */
export interface FieldCodes {
  /** Every refusal of the value (missing, another type, out of range, another format), unless named below. */
  refused?: IssueCode;
  /** A missing value or one of another type (whatever else zod says of it); its range and format keep zod's own issues. */
  wrongType?: IssueCode;
  /** Each key an object does not have (its `name` is the key). */
  unknownKey?: IssueCode;
  /**
   * Every refusal of the value as an item of a list, said once at the list however many items are wrong (the list
   * is refused whole): `z.array(coded(z.int().min(0), { refusedItem: { code: 'admin.hiddenCommentsFrom0' } }))`.
   */
  refusedItem?: IssueCode;
}

/** The codes of the schemas `coded` named (read by the services' validation pipe when a parse fails). */
export const fieldCodes = z.registry<FieldCodes>();

/**
 * `schema` itself, whose own refusals name the codes of `codes`: `coded(z.int().min(1).max(50), { refused: { code:
 * 'field.integerRange', params: { min: 1, max: 50 } } })` answers "level must be an integer from 1 to 50" for a
 * missing level, a text, 1.5 or 51 alike. It adds nothing to the parse (no second parse, no preprocess): the code is
 * looked up only when a value is refused, so it fits a hot body. Apply it last: `.meta()`, `.refine()` and the other
 * methods make a copy, which would not be registered (wrappers such as `.optional()`, `.nullable()` or `.default()`
 * are fine, the coded schema still refuses the value inside them).
 */
export function coded<S extends z.ZodType>(schema: S, codes: FieldCodes): S {
  fieldCodes.add(schema, codes);
  return schema;
}

/** The code a refusal is answered with; `atList`: said at the list the refused value is an item of. */
export interface CodedRefusal extends IssueCode {
  atList?: true;
}

/** The origins of zod's length checks, which it runs on any value with a length, also one its type check refused. */
const LENGTH_ORIGINS: ReadonlySet<unknown> = new Set(['string', 'array', 'unknown']);

/** Whether an issue says that the value is of another type than `schema`'s (a list's length, for a text, says so too). */
function isWrongType(issue: z.core.$ZodRawIssue, schema: z.core.$ZodType): boolean {
  if (issue.code === 'invalid_type') return true;
  return (issue.code === 'too_big' || issue.code === 'too_small') && LENGTH_ORIGINS.has(issue.origin) && issue.origin !== schema._zod.def.type;
}

/**
 * The code a `coded` schema names for one of its refusals (an issue of a parse, as an error map sees it); none when
 * the refusing schema is not coded or names no code for this kind of refusal (zod's own issue then speaks). A value
 * refused twice under one code (a list's length checked after its type) is one issue: the pipe says it once.
 */
export function codedRefusalOf(issue: z.core.$ZodRawIssue): CodedRefusal | undefined {
  const codes = issue.schema ? fieldCodes.get(issue.schema) : undefined;
  if (!codes || !issue.schema) return undefined;
  if (codes.refusedItem) return { ...codes.refusedItem, atList: true };
  if (issue.code === 'unrecognized_keys') return codes.unknownKey;
  return isWrongType(issue, issue.schema) ? (codes.wrongType ?? codes.refused) : codes.refused;
}
