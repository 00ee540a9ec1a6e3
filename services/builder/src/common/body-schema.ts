// A request body described once: one declarative schema gives the body's TypeScript type, its checker (the
// first problem of each top-level field, as the 400's text) and its OpenAPI model. The checker walks the
// plain JSON value in one pass — no class-transformer copy, no class-validator metadata — because it guards
// the builder's hot call (POST /api/character/calculate).
import { BadRequestException, createParamDecorator, type ExecutionContext, type Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';

/** An OpenAPI schema object (the subset the body schemas produce). */
export type OpenApiSchema = Record<string, unknown>;

interface Base {
  /** What the value must be, completing "<path> must be …" (each kind has a default). */
  expected?: string;
  description?: string;
  example?: unknown;
  /** The field may be absent; a required field's absence fails with its `expected` text. */
  optional?: boolean;
  /** Makes the value an absent field takes in the checked body (set by withDefault). */
  fallback?: () => unknown;
  /** null is a value of the field (set by orNull). */
  nullable?: boolean;
}
export interface TextSchema extends Base { kind: 'text'; maxLength: number }
export interface IntSchema extends Base { kind: 'int'; min: number; max: number }
export interface BoolSchema extends Base { kind: 'bool' }
export interface OneOfSchema<V extends string | number = string | number> extends Base { kind: 'oneOf'; values: readonly V[] }
export interface ListSchema<O extends BodySchema = BodySchema> extends Base { kind: 'list'; of: O; maxItems: number }
/** An object whose keys come from a fixed list (each optional), all holding the same kind of value. */
export interface KeyedSchema<K extends string = string, O extends BodySchema = BodySchema> extends Base {
  kind: 'keyed';
  keys: readonly K[];
  of: O;
  /** The 400's text for a key not in the list. */
  unknownKey: (key: string) => string;
}
export interface ObjectSchema<F extends Record<string, BodySchema> = Record<string, BodySchema>> extends Base {
  kind: 'object';
  fields: F;
  /** A rule across fields, run once each field is valid: the problem's text (path included), or null. */
  refine?: (value: Record<string, unknown>, path: string) => string | null;
}
export type BodySchema = TextSchema | IntSchema | BoolSchema | OneOfSchema | ListSchema | KeyedSchema | ObjectSchema;

type Options<S> = Omit<S, 'kind' | 'optional' | 'nullable' | 'fallback'>;
export const text = (o: Options<TextSchema>): TextSchema => ({ kind: 'text', ...o });
export const int = (o: Options<IntSchema>): IntSchema => ({ kind: 'int', ...o });
export const bool = (o: Options<BoolSchema> = {}): BoolSchema => ({ kind: 'bool', ...o });
export const oneOf = <const V extends string | number>(values: readonly V[], o: Omit<Options<OneOfSchema<V>>, 'values'> = {}): OneOfSchema<V> => ({
  kind: 'oneOf',
  values,
  ...o,
});
export const list = <O extends BodySchema>(of: O, o: Omit<Options<ListSchema<O>>, 'of'>): ListSchema<O> => ({ kind: 'list', of, ...o });
export const keyed = <const K extends string, O extends BodySchema>(keys: readonly K[], of: O, o: Omit<Options<KeyedSchema<K, O>>, 'keys' | 'of'>): KeyedSchema<K, O> => ({
  kind: 'keyed',
  keys,
  of,
  ...o,
});
export const object = <F extends Record<string, BodySchema>>(fields: F, o: Omit<Options<ObjectSchema<F>>, 'fields'> = {}): ObjectSchema<F> => ({
  kind: 'object',
  fields,
  ...o,
});
/** The same schema, allowed to be absent. */
export const optional = <S extends BodySchema>(schema: S): S & { optional: true } => ({ ...schema, optional: true });
/**
 * The same schema, allowed to be absent: the checked body then holds `make()` (a fresh value each time; it is
 * checked like a sent one).
 */
export const withDefault = <S extends BodySchema>(schema: S, make: () => unknown): S & { optional: true; fallback: () => unknown } => ({
  ...schema,
  optional: true,
  fallback: make,
});
/** The same schema, also accepting null (documented as nullable). */
export const orNull = <S extends BodySchema>(schema: S): S & { nullable: true } => ({ ...schema, nullable: true });

// ------------------------------------------------------------------------------------------------ the type

type ValueOf<S> = S extends TextSchema
  ? string
  : S extends IntSchema
    ? number
    : S extends BoolSchema
      ? boolean
      : S extends OneOfSchema<infer V>
        ? V
        : S extends ListSchema<infer O>
          ? Infer<O>[]
          : S extends KeyedSchema<infer K, infer O>
            ? Partial<Record<K, Infer<O>>>
            : S extends ObjectSchema<infer F>
              ? InferFields<F>
              : never;
/** Fields that may be missing from the checked body (optional, without a default). */
type OptionalKeys<F> = { [K in keyof F]: F[K] extends { fallback: () => unknown } ? never : F[K] extends { optional: true } ? K : never }[keyof F];
type InferFields<F> = { [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & { [K in OptionalKeys<F>]?: Infer<F[K]> };
/** The TypeScript type of the values a schema accepts. */
export type Infer<S> = S extends { nullable: true } ? ValueOf<S> | null : ValueOf<S>;

// ------------------------------------------------------------------------------------------------ the checks

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function expectedOf(schema: BodySchema): string {
  if (schema.expected) return schema.expected;
  switch (schema.kind) {
    case 'text': return `a text of at most ${schema.maxLength} characters`;
    case 'int': return `an integer from ${schema.min} to ${schema.max}`;
    case 'bool': return 'true or false';
    case 'oneOf': return `one of: ${schema.values.join(', ')}${schema.nullable ? ' (or null)' : ''}`;
    case 'list': return 'a list';
    case 'keyed': return 'an object';
    case 'object': return `an object { ${Object.keys(schema.fields).join(', ')} }`;
  }
}

/** Unknown keys are cut in messages (a hostile body's key is echoed, not its whole length). */
const shown = (key: string) => key.slice(0, 40);

/** Where the checker is in the body: segments pushed and popped on the way down, joined only for a message. */
class BodyPath {
  private readonly segments: (string | number)[] = [];
  push(segment: string | number): void {
    this.segments.push(segment);
  }
  pop(): void {
    this.segments.pop();
  }
  toString(): string {
    let text = '';
    for (const segment of this.segments) text += typeof segment === 'number' ? `[${segment}]` : text ? `.${segment}` : segment;
    return text;
  }
}

/** A compiled check: the first problem of a value (its text names the value's path), or null. */
type Check = (value: unknown, path: BodyPath) => string | null;

const compiled = new WeakMap<BodySchema, Check>();

/**
 * A schema compiled once into closures (field lists, key sets and messages' parts prepared), so a check walks
 * the value without allocating anything on the way, and builds a path only for a problem.
 */
function checkOf(schema: BodySchema): Check {
  let check = compiled.get(schema);
  if (!check) {
    check = compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

function compile(schema: BodySchema): Check {
  const expected = expectedOf(schema);
  const fail = (path: BodyPath) => `${path} must be ${expected}`;
  const checkValue = compileValue(schema, fail);
  const { optional, nullable } = schema;
  return (value, path) => {
    if (value === undefined) return optional ? null : fail(path);
    if (value === null) return nullable ? null : fail(path);
    return checkValue(value, path);
  };
}

/** The check of a present, non-null value. */
function compileValue(schema: BodySchema, fail: (path: BodyPath) => string): Check {
  switch (schema.kind) {
    case 'text': {
      const { maxLength } = schema;
      // A text described in its own words ("a class name such as Guardian") says its limit apart.
      const tooLong = schema.expected ? (path: BodyPath) => `${path} must be at most ${maxLength} characters` : fail;
      return (value, path) => (typeof value !== 'string' ? fail(path) : value.length > maxLength ? tooLong(path) : null);
    }
    case 'int': {
      const { min, max } = schema;
      return (value, path) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : fail(path));
    }
    case 'bool':
      return (value, path) => (typeof value === 'boolean' ? null : fail(path));
    case 'oneOf': {
      const values = new Set<unknown>(schema.values);
      return (value, path) => (values.has(value) ? null : fail(path));
    }
    case 'list': {
      const { maxItems } = schema;
      const checkItem = checkOf(schema.of);
      return (value, path) => {
        if (!Array.isArray(value)) return fail(path);
        if (value.length > maxItems) return `${path} must hold at most ${maxItems} entries`;
        for (let i = 0; i < value.length; i++) {
          path.push(i);
          const problem = checkItem(value[i], path);
          path.pop();
          if (problem) return problem;
        }
        return null;
      };
    }
    case 'keyed': {
      const keys = new Set<string>(schema.keys);
      const checkEntry = checkOf(schema.of);
      const { unknownKey } = schema;
      return (value, path) => {
        if (!isRecord(value)) return fail(path);
        for (const key of Object.keys(value)) {
          if (!keys.has(key)) return unknownKey(shown(key));
          path.push(key);
          const problem = checkEntry(value[key], path);
          path.pop();
          if (problem) return problem;
        }
        return null;
      };
    }
    case 'object': {
      const checkFields = compileFields(schema);
      return (value, path) => {
        if (!isRecord(value)) return fail(path);
        let problem: string | null = null;
        checkFields(value, path, (found) => {
          problem = found;
          return false;
        });
        return problem;
      };
    }
  }
}

/**
 * The check of an object's fields, reporting each problem to `report` until it returns false: unknown keys
 * first, then the first problem of each field in the schema's order, then the refinement once every field is
 * valid. Absent fields with a default are given it.
 */
function compileFields(schema: ObjectSchema): (value: Record<string, unknown>, path: BodyPath, report: (problem: string) => boolean) => void {
  const fields = Object.entries(schema.fields).map(([key, field]) => ({ key, fallback: field.fallback, check: checkOf(field) }));
  const names = new Set(Object.keys(schema.fields));
  const { refine } = schema;
  return (value, path, report) => {
    let valid = true;
    for (const key of Object.keys(value)) {
      if (!names.has(key)) {
        valid = false;
        const at = path.toString();
        if (!report(`${at ? `${at}: ` : ''}property ${shown(key)} should not exist`)) return;
      }
    }
    for (const { key, fallback, check } of fields) {
      let field = value[key];
      if (field === undefined && fallback) field = value[key] = fallback();
      path.push(key);
      const problem = check(field, path);
      path.pop();
      if (problem) {
        valid = false;
        if (!report(problem)) return;
      }
    }
    const problem = valid && refine ? refine(value, path.toString()) : null;
    if (problem) report(problem);
  };
}

/**
 * The checker of a request body: every problem, as the global ValidationPipe reports them (unknown properties
 * first, then one problem per field in the schema's order). A missing or non-object body is checked as {}.
 * Absent fields with a default are given it (the body is the request's own parsed JSON).
 */
export function bodyChecker(schema: ObjectSchema): (body: unknown) => string[] {
  const checkFields = compileFields(schema);
  return (body) => {
    const problems: string[] = [];
    checkFields(isRecord(body) ? body : {}, new BodyPath(), (problem) => problems.push(problem) > 0);
    return problems;
  };
}

/** The 400 of a list of problems, in the API's error shape (the same as the global ValidationPipe's). */
export function badRequest(problems: readonly string[]): BadRequestException {
  return new BadRequestException({ statusCode: 400, message: problems.join('; '), error: 'Bad Request', details: problems });
}

// ------------------------------------------------------------------------------------------------ the document

/** The OpenAPI schema of a body schema. */
export function openApiOf(schema: BodySchema): OpenApiSchema {
  const doc: OpenApiSchema = {};
  if (schema.description) doc.description = schema.description;
  if (schema.example !== undefined) doc.example = schema.example;
  if (schema.nullable) doc.nullable = true;
  switch (schema.kind) {
    case 'text':
      return { type: 'string', maxLength: schema.maxLength, ...doc };
    case 'int':
      return { type: 'integer', minimum: schema.min, maximum: schema.max, ...doc };
    case 'bool':
      return { type: 'boolean', ...doc };
    case 'oneOf':
      return { type: schema.values.every((v) => typeof v === 'number') ? 'integer' : 'string', enum: [...schema.values], ...doc };
    case 'list':
      return { type: 'array', maxItems: schema.maxItems, items: openApiOf(schema.of), ...doc };
    case 'keyed':
      return { type: 'object', properties: Object.fromEntries(schema.keys.map((key) => [key, openApiOf(schema.of)])), additionalProperties: false, ...doc };
    case 'object':
      return {
        type: 'object',
        required: Object.entries(schema.fields).filter(([, field]) => !field.optional).map(([key]) => key),
        additionalProperties: false,
        properties: Object.fromEntries(Object.entries(schema.fields).map(([key, field]) => [key, openApiOf(field)])),
        ...doc,
      };
  }
}

/** A request body: its schema, its checker and its OpenAPI model (a class named for the document). */
export interface RequestBody<S extends ObjectSchema> {
  schema: S;
  /** The body as its type, or a 400 listing every problem. */
  parse(body: unknown): Infer<S>;
  /** For `@ApiBody({ type })`: the document's model, generated from the schema. */
  model: Type<unknown>;
}

export function requestBody<S extends ObjectSchema>(name: string, schema: S): RequestBody<S> {
  // A named class the OpenAPI document lists under `name`, its properties applied from the schema.
  const model = { [name]: class {} }[name]!;
  for (const [key, field] of Object.entries(schema.fields)) {
    // Optional fields wrapped in allOf: Nest's `required` option is the property's own flag and would
    // replace the nested schema's own `required` list.
    const decorate = field.optional ? ApiPropertyOptional({ type: Object, allOf: [openApiOf(field)] }) : ApiProperty(openApiOf(field) as ApiPropertyOptions);
    decorate(model.prototype, key);
  }
  const problemsOf = bodyChecker(schema);
  return {
    schema,
    model,
    parse(body: unknown): Infer<S> {
      const problems = problemsOf(body);
      if (problems.length) throw badRequest(problems);
      return body as Infer<S>;
    },
  };
}

/** `@ValidBody(SOME_BODY)`: the request body checked against a request body's schema (pair with `@ApiBody({ type: SOME_BODY.model })`). */
export const ValidBody = createParamDecorator((body: RequestBody<ObjectSchema>, context: ExecutionContext): unknown =>
  body.parse(context.switchToHttp().getRequest<{ body?: unknown }>().body),
);
