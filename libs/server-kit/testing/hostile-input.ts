// A property-based Jest suite shared by every service: generated hostile strings and numbers thrown at every
// route of the service's own OpenAPI document (path parameters, query parameters, JSON bodies and the headers
// read as data), asserting that no answer is a 5xx. Test-only (src of the `@eoa/server-kit/testing/…` exports).
import { expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { maxHeaderSize, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import request from 'supertest';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

export interface HostileInputOptions {
  /** The service's name: its document is at /api/<service>/docs-json. */
  service: string;
  /** The initialized app (called inside the test, after beforeAll). */
  app: () => NestExpressApplication;
  /** Generated requests per route (default 30). */
  runsPerRoute?: number;
  /** The routes the service must document at least (a guard against an empty document testing nothing). */
  minimumRoutes: number;
  /**
   * Headers sent with every request, asked for anew each time (e.g. a fresh admin token, so routes behind a login
   * are reached beyond their 401 — and a logout among the routes cannot end the session of the calls after it).
   */
  headers?: () => Record<string, string>;
}

/** Encoded as a browser would, except that lone surrogates (which encodeURIComponent refuses) go out as raw bytes. */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Already-encoded URL pieces: malformed escapes, NUL, overlong UTF-8, numbers past every range, injections. */
const KNOWN_HOSTILE_URL_PIECES = [
  '%00', 'a%00b', '%', '%Z', '%ZZ', '%C0%80', '%ED%A0%80', '%FF', '%E2%82', '%F4%90%80%80', '%2e%2e', '..', '%2F', '%0A', '%1B',
  '0', '-0', '-1', '1e308', '-1e308', 'NaN', 'Infinity', '99999999999', '9007199254740993', '2147483648', '2147483647',
  '1.5', '0x10', '1e3', '%20', '+', "'", '%27%20OR%201%3D1--', '%25', '__proto__', 'constructor', '[]', '{}', 'null', 'true',
  'a'.repeat(1001), '9'.repeat(400), encodeURIComponent('é'.repeat(3000)), encodeURIComponent('🐉'),
];
/**
 * Any code point, lone surrogates included: what fast-check's `unit: 'binary'` draws, without the reverse table of
 * 1.1 million entries it builds on first use (1.4 s in every spec file that imported this module).
 */
const anyCodePoint: fc.Arbitrary<string> = fc.nat({ max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint));
const binaryString = (maxLength: number): fc.Arbitrary<string> => fc.string({ unit: anyCodePoint, maxLength });

const rawUrlPiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_HOSTILE_URL_PIECES) },
  binaryString(40).map(encodeLoosely),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(encodeLoosely),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

const KNOWN_HOSTILE_TEXTS = ['\u0000', 'a\u0000', '\ud800', 'x\udc00y', '\u007f', '\u001b[31m', "'; DROP TABLE items;--", '%00', '%', 'x'.repeat(25_000), '1e308', ''];
const hostileText: fc.Arbitrary<string> = fc.oneof(binaryString(60), fc.constantFrom(...KNOWN_HOSTILE_TEXTS));

const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.double(),
    fc.integer(),
    fc.constantFrom(null, true, false, 2 ** 53 + 1, -0, 1e308, 99_999_999_999),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'id', 'ids', 'name')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Bodies that are not JSON at all, or not UTF-8, under a JSON content type. */
const brokenBody: fc.Arbitrary<Buffer> = fc.constantFrom(
  Buffer.from('{'),
  Buffer.from('{"a":'),
  Buffer.from([0xff, 0xfe, 0x00]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]),
  Buffer.from('['.repeat(5000)),
  Buffer.from(`[${'['.repeat(100)}${']'.repeat(101)}`),
);

/** Bodies under a type no JSON parser reads (and no body at all): the handler then sees no object. */
const NON_JSON_CONTENT_TYPES = ['text/plain', 'application/xml', 'multipart/form-data; boundary=', 'application/json, text/html', 'application/x-www-form-urlencoded'];

/** Header values the client can send (latin1, no control characters) that no language tag or ETag looks like. */
const hostileHeader: fc.Arbitrary<string | undefined> = fc.constantFrom(undefined, 'de', 'xx-YY', '*;q=abc', 'é', 'a'.repeat(2000), 'en;q=1e308,,,,', '"abc"', 'W/', '*', '\u00ff\u00fe');

/**
 * A JSON content type with exactly these bytes: a value goes as its JSON text, a Buffer as it is (superagent
 * would otherwise serialize a Buffer under a JSON type as {"type":"Buffer","data":[…]}, hiding the broken bytes).
 */
function withJsonBody(call: request.Test, body: unknown): request.Test {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  // Typed as returning a string, but Node's superagent writes a Buffer as it is.
  const asIs = ((data: Buffer) => data) as unknown as (body: unknown) => string;
  return call.set('Content-Type', 'application/json').serialize(asIs).send(bytes);
}

function isParameter(parameter: ParameterObject | ReferenceObject): parameter is ParameterObject {
  return 'name' in parameter;
}

/** The names of a JSON body's properties, when the document describes them (to hit real fields too). */
function bodyPropertyNames(document: OpenAPIObject, operation: OperationObject): string[] {
  const body = operation.requestBody;
  if (!body || '$ref' in body) return [];
  let schema: SchemaObject | ReferenceObject | undefined = body.content?.['application/json']?.schema;
  if (schema && '$ref' in schema) schema = document.components?.schemas?.[schema.$ref.split('/').pop()!];
  return schema && !('$ref' in schema) ? Object.keys(schema.properties ?? {}) : [];
}

interface Route {
  method: Method;
  path: string;
  queryNames: string[];
  bodyNames: string[];
}

function routesOf(document: OpenAPIObject): Route[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].filter(isParameter);
      return {
        method,
        path,
        queryNames: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyNames: bodyPropertyNames(document, operation),
      };
    }),
  );
}

/**
 * "get /api/items/:id" for each route the Express app behind Nest serves, the OpenAPI pages left out, and
 * the catch-all layers Nest registers for middleware bound with forRoutes('*path') ("/api", "/api/*path").
 */
function servedRoutes(app: NestExpressApplication, service: string): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
  const isEndpoint = (path: string) => !path.startsWith(`/api/${service}/docs`) && path !== '/api' && !path.includes('*');
  return express.router.stack.flatMap((layer) =>
    layer.route && isEndpoint(layer.route.path)
      ? Object.keys(layer.route.methods).filter((method) => (METHODS as readonly string[]).includes(method)).map((method) => `${method} ${layer.route!.path}`)
      : [],
  );
}

function isConnectionReset(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

/**
 * Runs `use` with the app listening once on a port of its own, for thousands of calls (supertest, given an
 * unbound server, listens and closes it once per request).
 */
async function withBaseUrl(app: NestExpressApplication, use: (app: NestExpressApplication, baseUrl: string) => Promise<void>): Promise<void> {
  const server: Server = app.getHttpServer();
  const listenHere = !server.listening;
  if (listenHere) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(app, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    if (listenHere) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * Registers one test: every documented route of the service answers generated hostile requests with a
 * status below 500. A failure names the route and the smallest request fast-check found.
 */
export function describeHostileInput(options: HostileInputOptions): void {
  it('answers hostile input on every documented route without a 5xx', () =>
    withBaseUrl(options.app(), async (app, server) => {
      const document = (await request(server).get(`/api/${options.service}/docs-json`).expect(200)).body as OpenAPIObject;
      const routes = routesOf(document);
      expect(routes.length).toBeGreaterThanOrEqual(options.minimumRoutes);
      // Every route the app serves is in the document (so none escapes this test, and the API docs are whole).
      const documented = new Set(routes.map((route) => `${route.method} ${route.path.replace(/\{([^}]+)\}/g, ':$1')}`));
      expect(servedRoutes(app, options.service).filter((route) => !documented.has(route))).toEqual([]);

      const refuseServerError = async (route: Route, call: request.Test) => {
        const sent = call as unknown as { url: string; _data?: unknown };
        let res: request.Response;
        try {
          res = await call;
        } catch (error) {
          // Node refuses a request line past its header limit (431) and closes the connection at once: a client
          // still sending a body then sees the reset before the answer. A refusal, not a server error.
          if (isConnectionReset(error) && Buffer.byteLength(sent.url) > maxHeaderSize) return;
          throw error;
        }
        if (res.status >= 500) {
          const body = sent._data === undefined ? '' : ` with body ${JSON.stringify(String(sent._data).slice(0, 200))}`;
          throw new Error(`${route.method.toUpperCase()} ${route.path} answered ${res.status} to ${sent.url.slice(0, 300)}${body}`);
        }
      };
      const withHeaders = (call: request.Test) => (options.headers ? call.set(options.headers()) : call);
      const send = (route: Route, url: string, body?: unknown) => {
        const call = withHeaders(request(server)[route.method](url));
        return body === undefined ? call : withJsonBody(call, body);
      };

      for (const route of routes) {
        // First every known hostile value in every place, one at a time: the cases a random draw might miss. Each
        // query parameter gets each value alone, so another parameter's 400 never hides what this one would do.
        const hasBody = route.method !== 'get' && route.method !== 'delete';
        const emptyBody = hasBody ? {} : undefined;
        const hasPathParameters = /\{[^}]+\}/.test(route.path);
        for (const piece of KNOWN_HOSTILE_URL_PIECES) {
          // (Without path parameters every piece would make the same request.)
          if (hasPathParameters) await refuseServerError(route, send(route, route.path.replace(/\{[^}]+\}/g, piece), emptyBody));
          for (const name of [...route.queryNames, 'q']) {
            await refuseServerError(route, send(route, `${route.path.replace(/\{[^}]+\}/g, '1')}?${name}=${piece}`, emptyBody));
          }
        }
        if (hasBody) {
          const bodyPath = route.path.replace(/\{[^}]+\}/g, '1');
          await refuseServerError(route, withHeaders(request(server)[route.method](bodyPath)));
          for (const type of NON_JSON_CONTENT_TYPES) {
            await refuseServerError(route, withHeaders(request(server)[route.method](bodyPath)).set('Content-Type', type).send('{"id":"1"}'));
          }
          for (const text of KNOWN_HOSTILE_TEXTS) {
            for (const name of [...route.bodyNames, 'id']) await refuseServerError(route, send(route, route.path.replace(/\{[^}]+\}/g, '1'), { [name]: text }));
          }
        }

        // Then random requests mixing everything.
        const input = fc.record({
          pathValues: fc.array(rawUrlPiece, { minLength: 4, maxLength: 4 }),
          query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...route.queryNames, 'q'), rawUrlPiece), rawUrlPiece), { maxLength: 4 }),
          body: fc.oneof(
            { weight: 3, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...route.bodyNames, 'id'), hostileText), hostileJson, { maxKeys: 5 }) },
            { weight: 1, arbitrary: hostileJson },
            { weight: 1, arbitrary: brokenBody },
          ),
          language: hostileHeader,
          etag: hostileHeader,
          requestId: hostileHeader,
        });
        await fc.assert(
          fc.asyncProperty(input, async ({ pathValues, query, body, language, etag, requestId }) => {
            let index = 0;
            const path = route.path.replace(/\{[^}]+\}/g, () => pathValues[index++ % pathValues.length]!);
            const search = query.map(([name, value]) => `${name}=${value}`).join('&');
            let call = withHeaders(request(server)[route.method](search ? `${path}?${search}` : path));
            if (language !== undefined) call = call.set('Accept-Language', language);
            if (etag !== undefined) call = call.set('If-None-Match', etag);
            if (requestId !== undefined) call = call.set('X-Request-Id', requestId);
            if (route.method !== 'get' && route.method !== 'delete') call = withJsonBody(call, body);
            await refuseServerError(route, call);
          }),
          { numRuns: options.runsPerRoute ?? 30 },
        );
      }
    }), 180_000);
}
