// Requests checked against contracts' zod schemas: a DTO class made from a schema (`class RecipeListQuery extends
// zodDto(RecipeListQuerySchema) {}`) is what a controller names; the global validation pipe parses with its schema,
// and a failure answers 400 `request.invalid` with one coded issue per invalid input (its text from the catalog in
// the request's language). The OpenAPI document reads the same schema (see openapi.ts).
import { HttpStatus, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { isErrorCode, type ProblemParams } from '@eoa/contracts';
import type { InputIssue } from '../edge/problem.js';
import { openApiSchemaOf } from './openapi.js';
import { ProblemException } from './problem.exception.js';

/** A class standing for a zod schema, so Nest (and its OpenAPI explorer) can see the schema of a parameter. */
export interface ZodDtoClass<S extends z.ZodType = z.ZodType> {
  new (): z.output<S>;
  readonly schema: S;
}

/** The class of a schema: a controller's `@Query() query: X` or `@Body() body: X` with `class X extends zodDto(…) {}`. */
export function zodDto<S extends z.ZodType>(schema: S): ZodDtoClass<S> {
  class ZodDto {
    static readonly schema = schema;

    /** Read by @nestjs/swagger (the hook its CLI plugin uses): each property of an object schema, documented. */
    static _OPENAPI_METADATA_FACTORY(): Record<string, object> {
      const json = openApiSchemaOf(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
      const required = new Set(json.required ?? []);
      return Object.fromEntries(Object.entries(json.properties ?? {}).map(([name, property]) => [name, { ...property, required: required.has(name) }]));
    }
  }
  return ZodDto as unknown as ZodDtoClass<S>;
}

export function isZodDto(type: unknown): type is ZodDtoClass {
  return typeof type === 'function' && (type as { schema?: unknown }).schema instanceof z.ZodType;
}

type ZodIssue = z.core.$ZodIssue & { input?: unknown };

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
  const path = fieldOf(issue.path, location);
  const field = path;
  const one = (code: string, params: ProblemParams): InputIssue[] => [{ path, code, params: { field, ...params } }];
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
      return one('field.oneOf', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return issue.keys.map((name): InputIssue =>
        issue.path.length > 0
          ? { path: `${path}.${name}`, code: 'field.notAllowedAt', params: { path, name } }
          : { path: name, code: 'field.notAllowed', params: { name } },
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

/** The 400 of a failed parse: code `request.invalid`, each issue coded, the first ones' texts in its detail. */
export function invalidRequest(error: z.ZodError, location: string): ProblemException<'request.invalid'> {
  const issues = error.issues.flatMap((issue) => codedIssues(issue as ZodIssue, location));
  return new InvalidRequestException(issues);
}

/** `request.invalid`: its detail lists every issue's text (joined by "; "), in the request's language. */
export class InvalidRequestException extends ProblemException<'request.invalid'> {
  constructor(issues: readonly InputIssue[]) {
    // `problems` is filled in by the filter in the request's language (the issues' texts joined).
    super(HttpStatus.BAD_REQUEST, 'request.invalid', { count: issues.length, problems: '' }, issues);
  }
}

/** Parses `value` with `schema`; a failure throws the 400 above. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, location: string): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
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
