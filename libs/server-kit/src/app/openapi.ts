import { isDeepStrictEqual } from 'node:util';
import type { INestApplication } from '@nestjs/common';
import { ApiResponse, DocumentBuilder, SwaggerModule, type OpenAPIObject, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '@eoa/contracts';

/** A zod schema as an OpenAPI 3.0 schema object (what @nestjs/swagger writes): the one definition, documented. */
export function openApiSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;
  return json as SchemaObject;
}

/** Where zod's openapi-3.0 output keeps the schemas named by `.meta({ id })`, and where the document keeps them. */
const ZOD_DEFINITIONS = '#/definitions/';
const COMPONENTS = '#/components/schemas/';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The named schemas answers refer to (`.meta({ id })`), gathered as controllers are declared; see documentAnswerSchemas. */
const answerComponents = new Map<string, SchemaObject>();

/** A JSON schema with zod's `#/definitions/X` references turned into the document's `#/components/schemas/X`. */
function withComponentRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withComponentRefs) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith(ZOD_DEFINITIONS) ? COMPONENTS + inner.slice(ZOD_DEFINITIONS.length) : withComponentRefs(inner),
    ]),
  ) as T;
}

/**
 * The OpenAPI schema of an answer: its output JSON schema, each schema named by `.meta({ id })` (the answer's own
 * included) a reference to a component of that name. Two different schemas under one name are a mistake, refused.
 */
export function answerSchemaOf(schema: z.ZodType): SchemaObject {
  const { definitions, ...root } = openApiSchemaOf(schema, 'output') as SchemaObject & { definitions?: Record<string, SchemaObject> };
  for (const [id, definition] of Object.entries(definitions ?? {})) {
    const component = withComponentRefs(definition);
    const known = answerComponents.get(id);
    if (known && !isDeepStrictEqual(known, component)) throw new Error(`Two different answer schemas are named ${id} (.meta({ id }))`);
    answerComponents.set(id, component);
  }
  return withComponentRefs(root);
}

/**
 * A success answer documented by its zod schema (contracts' answer schemas): `@ApiAnswer(200, LootTablesSchema)`.
 * The description defaults to the schema's own (`.meta({ description })`), else its id.
 */
export function ApiAnswer(status: number, schema: z.ZodType, description?: string): MethodDecorator & ClassDecorator {
  const meta = schema.meta();
  const fallback = typeof meta?.id === 'string' ? meta.id : 'Success';
  return ApiResponse({ status, description: description ?? schema.description ?? fallback, schema: answerSchemaOf(schema) });
}

/** Every `$ref` inside a value. */
function refsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const inner of value) refsOf(inner, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.add(inner);
      else refsOf(inner, found);
    }
  }
  return found;
}

/** Adds the named answer schemas the document refers to (and those they refer to) as its components. */
export function documentAnswerSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = { ...document.components?.schemas };
  const pending = [...refsOf(document.paths)];
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    const id = ref.startsWith(COMPONENTS) ? ref.slice(COMPONENTS.length) : undefined;
    const component = id === undefined || id in schemas ? undefined : answerComponents.get(id);
    if (id === undefined || !component) continue;
    schemas[id] = component;
    pending.push(...refsOf(component));
  }
  document.components = { ...document.components, schemas };
  return document;
}

/** A schema with its `$ref` followed (components of the document). */
function resolved(document: OpenAPIObject, schema: unknown): Record<string, unknown> | undefined {
  if (schema === null || typeof schema !== 'object') return undefined;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref !== 'string') return schema as Record<string, unknown>;
  return ref.startsWith(COMPONENTS) ? resolved(document, document.components?.schemas?.[ref.slice(COMPONENTS.length)]) : undefined;
}

/** Whether a JSON answer's schema says what it holds: an object with properties, a map (its values' schema), or a list of such. */
function describesJson(document: OpenAPIObject, schema: unknown): boolean {
  const json = resolved(document, schema);
  if (!json) return false;
  if (json.type === 'array') return describesJson(document, json.items);
  const properties = json.properties as Record<string, unknown> | undefined;
  if (properties !== undefined && Object.keys(properties).length > 0) return true;
  return json.type === 'object' && typeof json.additionalProperties === 'object' && resolved(document, json.additionalProperties) !== undefined;
}

/**
 * The success answers (2xx) of the document told in words only — `GET /api/x 200` — none when every one has a schema:
 * JSON with its properties or its map's values (or a list of such), another media type (a PNG) with a schema of its own.
 */
export function answersWithoutSchema(document: OpenAPIObject): string[] {
  const missing: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const [status, answer] of Object.entries(operation.responses)) {
        // A 204 has no body to describe.
        if (!/^2\d\d$/.test(status) || status === '204' || !answer) continue;
        const content = '$ref' in answer ? undefined : answer.content;
        const media = Object.entries(content ?? {});
        const described = media.length > 0 && media.every(([type, { schema }]) => (type.endsWith('json') ? describesJson(document, schema) : schema !== undefined));
        if (!described) missing.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
  }
  return missing;
}

const PROBLEM_CONTENT = { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } };

/**
 * The answers every route shares, written once instead of on each controller: any route may answer 400 (the
 * input hygiene and the validation pipe run before it), a route with a JSON body 413, and every 4xx is problem
 * details (contracts' ProblemSchema, what the ApiExceptionFilter sends).
 */
export function documentErrorAnswers(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Problem: openApiSchemaOf(ProblemSchema) } };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const responses = operation.responses;
      responses['400'] ??= { description: 'Bad input: the message says what is wrong (a NUL byte, text that is not UTF-8, a value too long or out of range, …)' };
      if (operation.requestBody) responses['413'] ??= { description: 'The JSON body is larger than the limit' };
      for (const [status, answer] of Object.entries(responses)) {
        if (/^4\d\d$/.test(status) && answer && !('$ref' in answer)) answer.content ??= PROBLEM_CONTENT;
      }
    }
  }
  return document;
}

/** Serves the OpenAPI document at /api/<name>/docs-json (and Swagger UI at /api/<name>/docs). */
export function setupOpenApi(app: INestApplication, name: string, version: string): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`EoA Companion — ${name} service`)
      .setDescription(`Public and internal endpoints of the ${name} service (behind the gateway's /api).`)
      .setVersion(version)
      .build(),
  );
  SwaggerModule.setup(`api/${name}/docs`, app, documentErrorAnswers(documentAnswerSchemas(document)), { jsonDocumentUrl: `api/${name}/docs-json` });
}
