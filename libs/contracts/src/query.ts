// The parts of query schemas: a query string arrives as text (a list when a parameter is repeated), and these read it
// as strictly as the services always have. A whole number is written plainly ("12", "-3"): "1e3", "2.5", "" or a
// repeated parameter is refused as not a whole number rather than read as something else. Texts are trimmed; codes
// are compared case-insensitively and answered in the list's spelling.
//
// Types: a query schema's input type (z.input) is what a client passes to the api-client (a number, a boolean, a
// code), its output type (z.output) what the service reads after parsing. The readers below take `unknown` at run time
// whatever their parameter's declared type says: the declared type only shapes the input type.
import { z } from 'zod';
import { isLanguageCode, LANGUAGE_CODES } from './language-codes.js';
import { MAX_PAGE_NUMBER } from './paging.js';
import { fieldCodes, type IssueCode } from './refusal.js';

const PLAIN_WHOLE_NUMBER = /^-?\d{1,10}$/;

const WHOLE_NUMBER: IssueCode = { code: 'field.wholeNumber' };

/**
 * Plain whole-number text → its number (a number stays); anything else is refused with `field.wholeNumber`, or with
 * the code `schema` refuses its values with when it is `coded`.
 */
function wholeNumberOfText(value: unknown, ctx: z.RefinementCtx, schema: z.ZodType): unknown {
  if (value === undefined || typeof value === 'number') return value;
  if (typeof value === 'string' && PLAIN_WHOLE_NUMBER.test(value.trim())) return Number(value);
  const codes = fieldCodes.get(schema);
  const { code, params } = codes?.refused ?? codes?.wrongType ?? WHOLE_NUMBER;
  ctx.addIssue({ code: 'custom', input: value, params: { ...params, code } });
  return z.NEVER;
}

/** A whole number of a query, checked by `schema` once read: `queryInt(z.int().min(1).max(5))`. */
export function queryInt<S extends z.ZodType<number>>(schema: S) {
  return z.preprocess((value: number, ctx) => wholeNumberOfText(value, ctx, schema), schema);
}

const PLAIN_NUMBER = /^-?\d{1,9}(\.\d{1,6})?$/;

function numberOfText(value: unknown): unknown {
  return typeof value === 'string' && PLAIN_NUMBER.test(value.trim()) ? Number(value) : value;
}

/** A number of a query, written plainly ("12", "-3.5"), checked by `schema` once read; other text is left for it to refuse. */
export function queryNumber<S extends z.ZodType<number>>(schema: S) {
  return z.preprocess((value: number) => numberOfText(value), schema);
}

/** "true"/"1" and "false"/"0" → booleans; anything else is left for z.boolean() to refuse ("must be true or false"). */
export function booleanOfText(value: unknown): unknown {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}

/** true or false of a query (also 1 or 0). */
export const queryBoolean = () => z.preprocess((value: boolean) => booleanOfText(value), z.boolean());

/** A text of a query, trimmed, of at most `maxLength` characters (counted after trimming). */
export const queryText = (maxLength: number) => z.string().trim().max(maxLength);

/** The list's spelling of a code given in any case (and with spaces around); anything else unchanged. */
export function canonicalOf(list: readonly string[]) {
  return (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    const lower = value.trim().toLowerCase();
    return list.find((code) => code.toLowerCase() === lower) ?? value;
  };
}

/** One code of `list`, in any case: `queryEnum(QUEST_SIZES)` reads "small fellowship" as "Small Fellowship". */
export function queryEnum<const L extends readonly [string, ...string[]]>(list: L) {
  const canonical = canonicalOf(list);
  return z.preprocess((value: L[number]) => canonical(value), z.enum(list));
}

/** `lang` of a query: "de", "DE", "de-AT", "de_AT" → "de"; anything else stays as it came (and is refused). */
export function languageOfText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const code = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(code) ? code : value;
}

/** The optional `lang` of a query: the answer's language (else Accept-Language); an unknown one is refused. */
export const queryLanguage = () =>
  z
    .preprocess((value: string) => languageOfText(value), z.enum(LANGUAGE_CODES))
    .optional()
    .meta({ description: "the answer's language (else Accept-Language); regions ignored (de-AT is de)" });

/** A query with nothing but the optional `lang`; extend it for the others (`langQuerySchema.extend({ … })`). */
export const LangQuerySchema = z.strictObject({ lang: queryLanguage() });

export interface PagedQueryOptions {
  /** The largest page size a client may ask for. */
  maxPageSize: number;
  /** The page size when none is asked for. */
  defaultPageSize: number;
  /** Said in the OpenAPI document beside pageSize (e.g. who asks for the largest pages). */
  pageSizeDescription?: string;
}

/**
 * `page` (1 … MAX_PAGE_NUMBER, default 1) and `pageSize` (1 … the list's maximum, its default) of a list query, each
 * a whole number: `pagedQuerySchema({ maxPageSize: 100, defaultPageSize: 20 }).extend({ … the list's filters })`.
 */
export function pagedQuerySchema({ maxPageSize, defaultPageSize, pageSizeDescription }: PagedQueryOptions) {
  // The defaults are said in words too: zod's JSON Schema of a query's input leaves a preprocessed value's default out.
  return z.strictObject({
    page: queryInt(z.int().min(1).max(MAX_PAGE_NUMBER)).default(1).meta({ description: 'from 1 (default 1)' }),
    pageSize: queryInt(z.int().min(1).max(maxPageSize))
      .default(defaultPageSize)
      .meta({ description: [`default ${defaultPageSize}`, pageSizeDescription].filter(Boolean).join('; ') }),
  });
}

/**
 * An optional filter of a query, checked by `schema`: trimmed, and blank ("?status=" from an "All" choice, or only
 * spaces) means no filter at all. Anything else (a repeated parameter, say) goes to `schema` as it came.
 */
export function queryFilter<S extends z.ZodType>(schema: S) {
  return z.preprocess((value: z.input<S> | undefined) => (typeof value === 'string' ? value.trim() || undefined : value), schema.optional()).optional();
}
