import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createServer } from 'node:http';
import { CASES_PER_ENDPOINT, NOT_PROBLEM_DETAILS, describeCase, endpointsFromOpenApi, errorCodes, fuzzCases, printable, rawRequest, sendRaw } from './chaos-fuzz.mjs';

const document = {
  paths: {
    '/api/items/{id}': { get: { parameters: [{ in: 'path', name: 'id', schema: { type: 'integer' } }, { in: 'header', name: 'Accept-Language' }] } },
    '/api/corrections': { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateCorrectionDto' } } } } } },
    '/api/admin/logout': { post: { security: [{ bearer: [] }] } },
    '/api/admin/stats': { get: { security: [{ bearer: [] }] } },
    '/api/internal/quests': { get: {} },
  },
  components: { schemas: { CreateCorrectionDto: { properties: { reason: { type: 'string' }, entityType: { type: 'string' } } } } },
};
const endpoints = endpointsFromOpenApi('demo', document);
const [item, corrections] = endpoints;

test('the public endpoints of an OpenAPI document: internal routes left out, body fields and tokens known', () => {
  assert.deepEqual(endpoints.map((e) => `${e.method} ${e.path}`), ['GET /api/items/{id}', 'POST /api/corrections', 'POST /api/admin/logout', 'GET /api/admin/stats']);
  assert.deepEqual(item.params, [{ in: 'path', name: 'id', type: 'integer' }]);
  assert.deepEqual(corrections.body, { reason: 'string', entityType: 'string' });
  assert.deepEqual(endpoints.map((e) => Boolean(e.token)), [false, false, false, true]);
});

test('the same seed gives the same requests, another seed other ones', () => {
  const a = fuzzCases(item, { seed: 7 });
  assert.deepEqual(fuzzCases(item, { seed: 7 }), a);
  const b = fuzzCases(item, { seed: 8 });
  assert.notDeepEqual(b.map((c) => c.target), a.map((c) => c.target));
  assert.equal(a.length, CASES_PER_ENDPOINT);
});

test('every endpoint gets every kind of fault, and they vary', () => {
  for (const endpoint of endpoints) {
    const cases = fuzzCases(endpoint, { seed: 1 });
    assert.deepEqual([...new Set(cases.map((c) => c.kind))].sort(), ['body', 'header', 'method', 'path', 'query']);
    assert.ok(new Set(cases.map((c) => rawRequest(c, { host: 'h' }).toString('latin1'))).size > cases.length * 0.7);
  }
});

test('the faults include NUL bytes, invalid UTF-8, huge numbers, deep JSON and prototype keys', () => {
  const all = endpoints.flatMap((e) => fuzzCases(e, { seed: 3 })).map((c) => rawRequest(c, { host: 'h' }).toString('latin1'));
  const some = (pattern) => all.some((text) => pattern.test(text));
  assert.ok(all.some((text) => text.includes('\x00')), 'raw NUL');
  assert.ok(some(/%00/), 'encoded NUL');
  assert.ok(some(/\xff|\xc3\x28/), 'invalid UTF-8');
  assert.ok(some(/9{100}|1e999/), 'huge numbers');
  assert.ok(some(/\[{1000}|(\{"a":){1000}/), 'deep JSON');
  assert.ok(some(/__proto__/) && some(/constructor/), 'prototype keys');
});

test('a raw request declares its body length, unless the case brings its own framing', () => {
  const body = fuzzCases(corrections, { seed: 5 }).find((c) => c.kind === 'body' && c.body.length > 0);
  const bytes = rawRequest(body, { host: '127.0.0.1:1', token: 't' }).toString('latin1');
  assert.match(bytes, new RegExp(`Content-Length: ${Buffer.byteLength(body.body, 'latin1')}\\r\\n`));
  assert.ok(bytes.endsWith(body.body));
  const withToken = rawRequest({ ...body, auth: true }, { host: 'h', token: 'secret' }).toString('latin1');
  assert.match(withToken, /Authorization: Bearer secret\r\n/);
});

test('cases print as one line, bytes escaped', () => {
  assert.equal(printable('a\x00\xffb'), 'a\\x00\\xffb');
  for (const fuzzCase of fuzzCases(item, { seed: 2 })) assert.ok(!/[\r\n]/.test(describeCase(fuzzCase)) && !describeCase(fuzzCase).includes('\x00'));
});

test("an error answer's codes: its own and its issues', or one saying it is not problem details", () => {
  const invalid = { status: 400, code: 'request.invalid', detail: 'a; b', errors: [{ code: 'field.oneOrMore' }, { code: 'field.aText' }] };
  assert.deepEqual(errorCodes(JSON.stringify(invalid)), ['request.invalid', 'field.oneOrMore', 'field.aText']);
  assert.deepEqual(errorCodes('{"status":404,"code":"builder.itemNotFound","detail":"Item 7 not found"}'), ['builder.itemNotFound']);
  assert.deepEqual(errorCodes('{"statusCode":404,"message":"Item 7 not found"}'), [NOT_PROBLEM_DETAILS]);
  assert.deepEqual(errorCodes('<html>'), [NOT_PROBLEM_DETAILS]);
  assert.deepEqual(errorCodes('{"status":400,"code":"request.invalid","detail":"x","errors":[1]}'), [NOT_PROBLEM_DETAILS]);
});

test('sendRaw reads the codes of a problem answer when asked, and only the status otherwise', async () => {
  const answers = {
    '/error': [400, 'application/problem+json; charset=utf-8', JSON.stringify({ status: 400, code: 'field.wholeNumber', detail: 'page must be a whole number' })],
    '/page': [200, 'text/html', '<p>fine</p>'],
  };
  const server = createServer((req, res) => {
    const [status, type, body] = answers[req.url];
    // Head and body in two writes, as a large answer comes: the body must still be awaited.
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.flushHeaders();
    setTimeout(() => res.end(body), 20);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const bytes = (path) => Buffer.from(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 'latin1');
  try {
    assert.deepEqual(await sendRaw({ port }, bytes('/error'), 2_000, { readCodes: true }), { status: 400, codes: ['field.wholeNumber'] });
    assert.deepEqual(await sendRaw({ port }, bytes('/error'), 2_000), { status: 400 });
    assert.deepEqual(await sendRaw({ port }, bytes('/page'), 2_000, { readCodes: true }), { status: 200 });
  } finally {
    server.close();
  }
});
