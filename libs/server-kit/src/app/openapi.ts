import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject, type SchemaObject } from '@nestjs/swagger';
import type { ApiErrorBody } from '@eoa/contracts';

/** ApiErrorBody (contracts) as an OpenAPI schema; `satisfies` keeps the two in step when a field changes. */
const API_ERROR_PROPERTIES = {
  statusCode: { type: 'integer', example: 400 },
  message: { type: 'string', example: 'The query parameter q contains a NUL byte' },
  error: { type: 'string', example: 'Bad Request' },
  requestId: { type: 'string', description: 'The X-Request-Id of the call, for a bug report' },
  details: { type: 'array', items: { type: 'string' }, description: 'One message per invalid field, when validation failed' },
} satisfies Record<keyof ApiErrorBody, SchemaObject>;

const API_ERROR_SCHEMA: SchemaObject = { type: 'object', required: ['statusCode', 'message', 'error'], properties: API_ERROR_PROPERTIES };
const API_ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The answers every route shares, written once instead of on each controller: any route may answer 400 (the
 * input hygiene and the validation pipe run before it), a route with a JSON body 413, and every 4xx has the
 * ApiErrorBody shape of the ApiExceptionFilter.
 */
export function documentErrorAnswers(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ApiErrorBody: API_ERROR_SCHEMA } };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const responses = operation.responses;
      responses['400'] ??= { description: 'Bad input: the message says what is wrong (a NUL byte, text that is not UTF-8, a value too long or out of range, …)' };
      if (operation.requestBody) responses['413'] ??= { description: 'The JSON body is larger than the limit' };
      for (const [status, answer] of Object.entries(responses)) {
        if (/^4\d\d$/.test(status) && answer && !('$ref' in answer)) answer.content ??= API_ERROR_CONTENT;
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
