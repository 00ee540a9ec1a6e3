import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import { PROBLEM_CONTENT_TYPE, ProblemSchema } from '@eoa/contracts';

/** A zod schema as an OpenAPI 3.0 schema object (what @nestjs/swagger writes): the one definition, documented. */
export function openApiSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;
  return json as SchemaObject;
}

const PROBLEM_CONTENT = { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

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
  SwaggerModule.setup(`api/${name}/docs`, app, documentErrorAnswers(document), { jsonDocumentUrl: `api/${name}/docs-json` });
}
