// Requests checked against contracts' zod schemas: a DTO class made from a schema (`class RecipeListQuery extends
// zodDto(RecipeListQuerySchema) {}`) is what a controller names; the global validation pipe parses with its schema,
// and a failure answers 400 `request.invalid` with one coded issue per invalid input (its text from the catalog in
// the request's language). The OpenAPI document reads the same schema (see openapi.ts).
import { HttpStatus, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { codedRefusalOf, isErrorCode, type CodedRefusal, type ProblemParams } from '@eoa/contracts';
import type { InputIssue } from '../edge/problem.js';
import { openApiSchemaOf } from './openapi.js';
import { ProblemException } from './problem.exception.js';

/** A class standing for a zod schema, so Nest (and its OpenAPI explorer) can see the schema of a parameter. */
export interface ZodDtoClass<S extends z.ZodType = z.ZodType> {
  new (): z.output<S>;
  readonly schema: S;
}

/**
 * One property of a zodDto as @nestjs/swagger's metadata: its JSON schema whole (nested objects, lists of objects and
 * records included). Swagger reads a string `type` as "this schema as written"; a property without one (a union's
 * anyOf, an `{}` that takes anything) would be taken for a class it cannot find ("circular dependency"), so it is
 * wrapped in an allOf, whose placeholder type swagger itself drops. An object's own `required` list stays its own:
 * whether the property is required goes in `selfRequired`.
 */
function propertyMetadata(property: Record<string, unknown>, isRequired: boolean): Record<string, unknown> {
  const { description } = property;
  const typed = typeof property.type === 'string' ? property : { ...(description === undefined ? {} : { description }), type: 'object', allOf: [property] };
  return Array.isArray(typed.required) ? { ...typed, selfRequired: isRequired } : { ...typed, required: isRequired };
}

/** The class of a schema: a controller's `@Query() query: X` or `@Body() body: X` with `class X extends zodDto(…) {}`. */
export function zodDto<S extends z.ZodType>(schema: S): ZodDtoClass<S> {
  class ZodDto {
    static readonly schema = schema;

    /** Read by @nestjs/swagger (the hook its CLI plugin uses): each property of an object schema, documented. */
    static _OPENAPI_METADATA_FACTORY(): Record<string, object> {
      const json = openApiSchemaOf(schema, 'input') as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
      const required = new Set(json.required ?? []);
      return Object.fromEntries(Object.entries(json.properties ?? {}).map(([name, property]) => [name, propertyMetadata(property, required.has(name))]));
    }
  }
  return ZodDto as unknown as ZodDtoClass<S>;
}

export function isZodDto(type: unknown): type is ZodDtoClass {
  return typeof type === 'function' && (type as { schema?: unknown }).schema instanceof z.ZodType;
}

type ZodIssue = z.core.$ZodIssue & { input?: unknown };

/** Marks a zod issue message that carries the code of a `coded` schema (JSON of a CodedRefusal after it). */
const CODED_MESSAGE = '\u0000coded:';

/**
 * The error map of every parse: an issue raised by a `coded` schema (contracts' fieldCodes) gets its code as its
 * message, which codedIssues reads back. Runs only for a refused value, so a valid request pays nothing for it.
 */
function codedMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const refusal = codedRefusalOf(issue);
  return refusal ? CODED_MESSAGE + JSON.stringify(refusal) : undefined;
}

/** The code a `coded` schema gave an issue, if it did. */
function codeOfMessage(message: string): CodedRefusal | undefined {
  return message.startsWith(CODED_MESSAGE) ? (JSON.parse(message.slice(CODED_MESSAGE.length)) as CodedRefusal) : undefined;
}

/** Unknown keys are cut in texts: a hostile body's key is echoed, not its whole length. */
const shownKey = (key: string) => key.slice(0, 40);

function fieldOf(path: readonly PropertyKey[], location: string): string {
  return path.length > 0 ? path.map(String).join('.') : location;
}

/** A value a text may show: numbers as they are, the rest as text (bigints, dates). */
function shown(value: unknown): string | number {
  return typeof value === 'number' ? value : String(value);
}

function typeIssue(field: string, issue: Extract<ZodIssue, { code: 'invalid_type' }>): Omit<InputIssue, 'path'> {
  if (issue.input === undefined) return { code: 'field.required', params: { field } };
  switch (issue.expected) {
    case 'int':
      return { code: 'field.wholeNumber', params: { field } };
    case 'number':
    case 'bigint':
      return { code: 'field.number', params: { field } };
    case 'string':
      return { code: 'field.aText', params: { field } };
    case 'boolean':
      return { code: 'field.boolean', params: { field } };
    case 'array':
    case 'set':
      return { code: 'field.list', params: { field } };
    case 'object':
    case 'record':
    case 'map':
      return { code: 'field.object', params: { field } };
    default:
      return { code: 'field.invalid', params: { field } };
  }
}

/** What one zod issue says, in codes of the catalog (`field.*`, or the code a schema's refinement names). */
export function codedIssues(issue: ZodIssue, location: string): InputIssue[] {
  const coded = codeOfMessage(issue.message);
  // An item of a list refused whole is said at the list.
  const path = fieldOf(coded?.atList ? issue.path.slice(0, -1) : issue.path, location);
  const field = path;
  const one = (code: string, params: ProblemParams): InputIssue[] => [{ path, code, params: { field, ...params } }];
  if (coded && !coded.atList && issue.code === 'unrecognized_keys') {
    return issue.keys.map((name) => ({ path: issue.path.length > 0 ? `${path}.${name}` : name, code: coded.code, params: { ...coded.params, name: shownKey(name) } }));
  }
  if (coded) return one(coded.code, coded.params ?? {});
  switch (issue.code) {
    case 'invalid_type':
      return [{ path, ...typeIssue(field, issue) }];
    case 'too_small': {
      const min = shown(issue.minimum);
      if (issue.origin === 'string') return issue.minimum === 1 ? one('field.notEmpty', {}) : one('field.textAtLeast', { min });
      // "must not be empty" reads better than "must hold at least 1 entries".
      if (issue.origin === 'array' || issue.origin === 'set') return issue.minimum === 1 ? one('field.notEmpty', {}) : one('field.listAtLeast', { min });
      return issue.minimum === 1 && issue.inclusive !== false ? one('field.oneOrMore', {}) : one('field.atLeast', { min });
    }
    case 'too_big': {
      const max = shown(issue.maximum);
      if (issue.origin === 'string') return one('field.textAtMost', { max });
      if (issue.origin === 'array' || issue.origin === 'set') return one('field.listAtMost', { max });
      return one('field.notGreaterThan', { max });
    }
    case 'invalid_value':
      // A missing enum or literal field is missing, not a wrong choice.
      return issue.input === undefined ? one('field.required', {}) : one('field.oneOf', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return issue.keys.map((name): InputIssue =>
        issue.path.length > 0
          ? { path: `${path}.${name}`, code: 'field.notAllowedAt', params: { path, name: shownKey(name) } }
          : { path: name, code: 'field.notAllowed', params: { name: shownKey(name) } },
      );
    case 'invalid_format':
      return issue.format === 'datetime' || issue.format === 'date'
        ? one('field.isoDate', {})
        : one('field.invalidFormat', { format: issue.format });
    case 'not_multiple_of':
      return one('field.multipleOf', { divisor: shown(issue.divisor) });
    case 'custom': {
      const { code, ...params } = (issue.params ?? {}) as { code?: unknown } & ProblemParams;
      return isErrorCode(code) ? [{ path, code, params: { field, ...params } }] : one('field.invalid', {});
    }
    default:
      return one('field.invalid', {});
  }
}

/**
 * The 400 of a failed parse: code `request.invalid`, each issue coded, the first ones' texts in its detail. An issue
 * said twice (several items of a list refused whole) is said once.
 */
export function invalidRequest(error: z.ZodError, location: string): ProblemException<'request.invalid'> {
  const issues = new Map(error.issues.flatMap((issue) => codedIssues(issue as ZodIssue, location)).map((issue) => [JSON.stringify(issue), issue]));
  return new InvalidRequestException([...issues.values()]);
}

/** `request.invalid`: its detail lists every issue's text (joined by "; "), in the request's language. */
export class InvalidRequestException extends ProblemException<'request.invalid'> {
  constructor(issues: readonly InputIssue[]) {
    // `problems` is filled in by the filter in the request's language (the issues' texts joined).
    super(HttpStatus.BAD_REQUEST, 'request.invalid', { count: issues.length, problems: '' }, issues);
  }
}

/** The options of every parse: refused inputs reported (codedIssues reads them), coded schemas' codes as messages. */
const PARSE_OPTIONS = { reportInput: true, error: codedMessage } as const;

/** Parses `value` with `schema`; a failure throws the 400 above. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, location: string): z.output<S> {
  const result = schema.safeParse(value, PARSE_OPTIONS);
  if (!result.success) throw invalidRequest(result.error, location);
  return result.data;
}

/** Parses each parameter whose declared type is a zodDto; other parameters pass through untouched. */
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (!isZodDto(metadata.metatype)) return value;
    return parseWith(metadata.metatype.schema, value, metadata.type === 'custom' ? 'value' : metadata.type);
  }
}
