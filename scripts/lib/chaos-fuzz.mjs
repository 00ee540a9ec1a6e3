// Fuzzing every public endpoint: a seeded generator of malformed requests (the same seed gives the same
// requests, so a failure is reproducible with --seed) and a raw sender (node:net: fetch and node:http refuse to
// send NUL bytes, invalid UTF-8 or broken headers, which is the point). The generator is pure; runFuzz sends.
import { connect } from 'node:net';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export const DEFAULT_FUZZ_SEED = 20261113;
export const CASES_PER_ENDPOINT = 200;
/** A request without a complete answer after this long counts as a hang. */
export const HANG_MS = 10_000;

/** A string's UTF-8 bytes as a latin1 string: every value here is a byte string (one char = one byte). */
const utf8 = (text) => Buffer.from(text, 'utf8').toString('latin1');

/** Endpoints the gateway serves itself (not in any service's OpenAPI document). */
export const GATEWAY_ENDPOINTS = [
  { service: 'gateway', method: 'GET', path: '/api/health', params: [], body: null, secured: false },
  { service: 'gateway', method: 'GET', path: '/api/docs', params: [], body: null, secured: false },
  { service: 'gateway', method: 'GET', path: '/api/docs/init.js', params: [], body: null, secured: false },
  { service: 'gateway', method: 'GET', path: '/remotes.json', params: [], body: null, secured: false },
  { service: 'gateway', method: 'GET', path: '/', params: [], body: null, secured: false },
];

/**
 * Admin routes fuzzed without a token only: with one, a request the server rightly accepts would sign the
 * suite out (logout), write a backup per request or restore one — not malformed input, just work.
 */
const NO_TOKEN = new Set(['POST /api/admin/logout', 'POST /api/admin/backup', 'POST /api/admin/restore']);

/** The public endpoints of one service's OpenAPI document: internal routes (not routed by the gateway) left out. */
export function endpointsFromOpenApi(service, document) {
  const endpoints = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (path.startsWith('/api/internal/')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const params = (operation.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({ in: p.in, name: p.name, type: p.schema?.type ?? 'string' }));
      const body = operation.requestBody ? bodyFields(document, operation.requestBody) : null;
      const secured = Boolean(operation.security?.length);
      endpoints.push({ service, method: method.toUpperCase(), path, params, body, secured, token: secured && !NO_TOKEN.has(`${method.toUpperCase()} ${path}`) });
    }
  }
  return endpoints;
}

/** The property names and types of a request body's JSON schema ({} when the document does not say). */
function bodyFields(document, requestBody) {
  let schema = requestBody.content?.['application/json']?.schema ?? {};
  if (schema.$ref) schema = document.components?.schemas?.[schema.$ref.split('/').at(-1)] ?? {};
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, property.type ?? 'string']));
}

/** FNV-1a: a stable number from an endpoint's name, so each endpoint's cases do not depend on the others. */
export function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const HUGE_NUMBERS = ['9'.repeat(400), '99999999999999999999', '1e308', '1e999', '-1e999', '-0', '-1', '2147483648', '9007199254740993', '0x1F', '1.5', 'NaN', 'Infinity', '00000001', '1_000', '+1'];
const PATH_JUNK = [
  '%00', 'a%00b', '%ff', '%c3%28', '%ed%a0%80', '%', '%zz', '%25', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%2f', '%5c', '\\', '..%2f', '%u0000',
  '\x00', 'a\x00b', '\xff\xfe', '\xc3\x28', '\x80', '\xed\xa0\x80', '\x7f',
  '__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', '__defineGetter__',
  '', ' ', '%20', 'a'.repeat(5000), "'%20OR%201=1--", '<script>', '{{7*7}}', '${x}', utf8('😀'), utf8('Ёж'), 'true', 'null', 'undefined', '[]', '{}', '*', '~', ';x=1',
];
const QUERY_JUNK = [...PATH_JUNK, ...HUGE_NUMBERS, '&', '=', '==', '#', '+', 'a'.repeat(20_000)];
const JSON_HOSTILE = [
  '1e999', '-1e999', '1e-400', '99999999999999999999999999', '9007199254740993', '-0', 'null', 'true', '[]', '{}', '[[[]]]',
  '""', '"\\u0000"', '"a\\u0000b"', '"\\ud800"', '"\\udfff\\ud800"', '"\\uffff"', `"${'a'.repeat(200_000)}"`, '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}', '["__proto__"]', '"__proto__"', '"constructor"', `[${'1,'.repeat(50_000)}1]`, '"\xff\xfe"', '"\xc3\x28"', '"a\x00b"',
];
const BODY_JUNK = [
  '', '{', '{"a":', 'not json', 'null', '[]', '"text"', '1e999', '123', 'true', '{"a":1,}', "{'a':1}", '{"a":undefined}', '{"a":NaN}', '\x00', '{"a":"\x00"}',
  '{"a":"\xff\xfe"}', '\xef\xbb\xbf{}', '\xff\xfe{\x00}\x00', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  '{"__proto__":{"isAdmin":true,"role":"admin"}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '{"__proto__":null}', '{"a":1,"a":2,"a":{"__proto__":[]}}',
  `{"x":"${'a'.repeat(900_000)}"}`, `[${'{},'.repeat(100_000)}{}]`,
];
const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-16', 'application/json; charset=\xff', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/xml', '*/*', '', 'application/json, text/html', 'application/vnd.api+json'];
const HEADER_CASES = [
  ['Accept-Language', '*;q=x'], ['Accept-Language', 'x'.repeat(7_000)], ['Accept-Language', '\xff\xfe'], ['Accept-Language', 'en;q=1e999, de;q=NaN'], ['Accept-Language', '__proto__'],
  ['Accept-Language', ',,,;;;'], ['Accept-Language', utf8('ру')], ['Accept-Encoding', 'br;q=NaN, *;q=-1'], ['Accept-Encoding', 'x'.repeat(5_000)], ['Accept', '\x00'],
  ['Authorization', 'Bearer '], ['Authorization', 'Bearer'], ['Authorization', 'Bearer a.b.c'], ['Authorization', 'Basic \xff\xfe'], ['Authorization', `Bearer ${'a'.repeat(6_000)}`],
  ['Authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.'], ['Authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.\x00'], ['If-None-Match', '"\xff", W/'], ['If-None-Match', '*'],
  ['If-Modified-Since', 'not a date'], ['Range', 'bytes=999999999999999999-'], ['Range', 'bytes=-0,0-'], ['Cookie', '__proto__=1; constructor=2; a=%ff'], ['X-Forwarded-For', '\xff, not-an-ip, 999.1.1.1'],
  ['X-Request-Id', '\xff\x00x'], ['X-Request-Id', 'r'.repeat(6_000)], ['X-Internal-Token', 'guess'], ['Origin', 'null'], ['Expect', '100-continue'], ['Content-Encoding', 'gzip'],
  ['Content-Length', '-1'], ['Content-Length', 'abc'], ['Content-Length', '1e3'], ['Transfer-Encoding', 'chunked'], ['Transfer-Encoding', 'gzip, chunked'], ['Host', ''], ['Host', '\xff'],
  ['Bad Header', 'x'], ['\x00', 'x'], ['X-Folded', 'a\r\n b'], ['X-Nul', 'a\x00b'], ['Connection', 'upgrade'], ['Upgrade', 'websocket'], ['__proto__', 'x'], ['Constructor', 'x'],
];
const SITE_LANGUAGES = ['de', 'fr', 'ru', 'de-AT,de;q=0.9,en;q=0.5', 'ru-RU'];
const METHODS = ['PATCH', 'DELETE', 'PUT', 'POST', 'OPTIONS', 'TRACE', 'CONNECT', 'FOO', 'get', 'G\x00T', 'PROPFIND'];

/** A plausible value of a parameter or field of `type` (the rest of a request stays well-formed around one fault). */
function plausible(type) {
  return type === 'integer' || type === 'number' ? '1' : type === 'boolean' ? 'true' : 'x';
}

/** Percent-encodes nothing: junk goes into the request target as it is (raw bytes included). */
function withPath(endpoint, replace) {
  return endpoint.path.replace(/\{([^}]+)\}/g, (_, name) => replace(name));
}

function queryOf(pairs) {
  return pairs.length ? `?${pairs.map(([k, v]) => (v === undefined ? k : `${k}=${v}`)).join('&')}` : '';
}

/**
 * `count` malformed requests for `endpoint`, from `seed`: each a `{ id, kind, method, target, headers, body, auth }`
 * of byte strings. Kinds rotate (path, query, header, body, method) so each endpoint gets every kind; the rng picks
 * the fault and where it goes.
 */
export function fuzzCases(endpoint, { seed = DEFAULT_FUZZ_SEED, count = CASES_PER_ENDPOINT } = {}) {
  const rng = xoroshiro128plus((seed ^ hash32(`${endpoint.method} ${endpoint.path}`)) | 0);
  const int = (max) => uniformInt(rng, 0, max - 1);
  const pick = (list) => list[int(list.length)];
  const pathParams = endpoint.params.filter((p) => p.in === 'path');
  const queryParams = endpoint.params.filter((p) => p.in === 'query');
  const plainPath = () => withPath(endpoint, (name) => plausible(pathParams.find((p) => p.name === name)?.type));
  const plainQuery = () => queryParams.filter(() => int(2) === 0).map((p) => [p.name, plausible(p.type)]);
  const fields = endpoint.body ?? {};
  const plainBody = () => JSON.stringify(Object.fromEntries(Object.entries(fields).map(([name, type]) => [name, type === 'string' ? 'x'.repeat(12) : type === 'number' || type === 'integer' ? 1 : type === 'boolean' ? true : type === 'array' ? [] : {}])));
  const kinds = ['path', 'query', 'header', 'body', 'method'];

  const cases = [];
  for (let index = 0; index < count; index++) {
    const kind = kinds[index % kinds.length];
    let method = endpoint.method;
    let path = plainPath();
    let query = plainQuery();
    const headers = [['Accept', 'application/json']];
    let body = endpoint.body ? plainBody() : null;
    let contentType = body === null ? null : 'application/json';

    if (kind === 'path') {
      const junk = pick([...PATH_JUNK, ...HUGE_NUMBERS]);
      const how = pathParams.length ? int(4) : 1 + int(3);
      if (how === 0) {
        const target = pick(pathParams).name;
        path = withPath(endpoint, (name) => (name === target ? junk : plausible(pathParams.find((p) => p.name === name)?.type)));
      } else if (how === 1) path = `${path}/${junk}`;
      else if (how === 2) path = `${path.replace(/\/([^/]*)$/, `/${junk}$1`)}`;
      else path = pick([`${path}//`, `/${path}`, `${path}/.`, `${path}%2f..%2f`, `${path};a=b`, `${path}#frag`, `${'/x'.repeat(3_000)}${path}`, path.toUpperCase(), `${path}\t`]);
    } else if (kind === 'query') {
      const name = queryParams.length && int(3) ? pick(queryParams).name : pick(['page', 'q', 'lang', 'id', 'x', '__proto__', '']);
      const junk = pick(QUERY_JUNK);
      const shapes = [
        () => [[name, junk]],
        () => [[name, '1'], [name, '2']],
        () => [[`${name}[]`, junk]],
        () => [[`${name}[__proto__][x]`, '1']],
        () => [['__proto__[isAdmin]', 'true']],
        () => [['constructor[prototype][x]', '1']],
        () => [[`${name}[a][b][c][d][e][f]`, junk]],
        () => Array.from({ length: 1_500 }, (_, i) => [`p${i}`, '1']),
        () => [[junk, '1']],
        () => [[name, undefined]],
        () => [[`${name}%00`, junk]],
      ];
      query = [...query.filter(([k]) => k !== name), ...pick(shapes)()];
    } else if (kind === 'header') {
      const [name, value] = pick(HEADER_CASES);
      if (name === 'Content-Length' || name === 'Transfer-Encoding') {
        // A declared body the request does carry (broken framing, not a body that never comes).
        body = body ?? '{}';
        contentType = 'application/json';
      }
      headers.push([name, value]);
      if (int(4) === 0) for (let i = 0; i < 120; i++) headers.push([`X-Many-${i}`, String(i)]);
    } else if (kind === 'body') {
      contentType = pick(CONTENT_TYPES);
      const names = Object.keys(fields);
      if (names.length && int(2) === 0) {
        // One field of a well-formed body replaced by a hostile JSON value (or a prototype key added).
        const base = JSON.parse(plainBody());
        const key = int(4) === 0 ? pick(['__proto__', 'constructor', 'prototype']) : pick(names);
        const entries = Object.entries(base).filter(([k]) => k !== key).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
        body = `{${[...entries, `${JSON.stringify(key)}:${pick(JSON_HOSTILE)}`].join(',')}}`;
        contentType = int(3) ? 'application/json' : contentType;
      } else {
        body = pick(BODY_JUNK);
      }
    } else {
      method = pick(METHODS);
      if (int(2) === 0) body = pick(BODY_JUNK);
      contentType = body === null ? null : pick(CONTENT_TYPES);
    }
    if (contentType !== null && !headers.some(([name]) => /^content-type$/i.test(name))) headers.push(['Content-Type', contentType]);
    // A quarter of the other cases ask for a language of the site, so hostile values go through the error texts'
    // translation too (every error answer's codes are checked against the catalog).
    if (kind !== 'header' && int(4) === 0) headers.push(['Accept-Language', pick(SITE_LANGUAGES)]);
    cases.push({
      id: `${endpoint.method} ${endpoint.path} #${index}`,
      kind,
      method,
      target: `${path}${queryOf(query)}`,
      headers,
      body,
      auth: Boolean(endpoint.token) && int(2) === 0,
    });
  }
  return cases;
}

/** The bytes of one request: Connection: close, the body's length declared unless the case declares its own framing. */
export function rawRequest(fuzzCase, { host, token }) {
  const lines = [`${fuzzCase.method} ${fuzzCase.target} HTTP/1.1`, `Host: ${host}`, 'Connection: close'];
  const hasHost = fuzzCase.headers.some(([name]) => name.toLowerCase() === 'host');
  if (hasHost) lines.splice(1, 1);
  for (const [name, value] of fuzzCase.headers) lines.push(`${name}: ${value}`);
  if (fuzzCase.auth && token) lines.push(`Authorization: Bearer ${token}`);
  const framing = fuzzCase.headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name));
  const body = fuzzCase.body === null ? Buffer.alloc(0) : Buffer.from(fuzzCase.body, 'latin1');
  if (!framing && fuzzCase.body !== null) lines.push(`Content-Length: ${body.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
}

/** A byte string for a terminal: control and non-ASCII bytes as \xNN, long runs cut. */
export function printable(text, max = 160) {
  const escaped = text.replace(/[^\x20-\x7e]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return escaped.length > max ? `${escaped.slice(0, max)}…(${text.length} bytes)` : escaped;
}

export function describeCase(fuzzCase) {
  const header = fuzzCase.headers.filter(([name]) => name !== 'Accept').slice(0, 2).map(([n, v]) => `${printable(n, 30)}: ${printable(v, 60)}`);
  const body = fuzzCase.body === null ? '' : ` body ${printable(fuzzCase.body, 80)}`;
  return `[${fuzzCase.id}, ${fuzzCase.kind}] ${printable(fuzzCase.method, 12)} ${printable(fuzzCase.target, 100)}${header.length ? ` {${header.join('; ')}}` : ''}${body}${fuzzCase.auth ? ' (with token)' : ''}`;
}

/** Error answers up to this size are read for their codes (problem details are a few hundred bytes). */
const MAX_ERROR_BODY_BYTES = 65_536;

/** What errorCodes answers for an error answer that is not problem details (RFC 9457 with a code). */
export const NOT_PROBLEM_DETAILS = '(not problem details)';

/**
 * The codes of a problem-details answer: its own and each of its issues' (`errors`); [NOT_PROBLEM_DETAILS] when the
 * body is not problem details with a code and a text.
 */
export function errorCodes(json) {
  try {
    const body = JSON.parse(json);
    if (typeof body?.code !== 'string' || typeof body.detail !== 'string' || typeof body.status !== 'number') return [NOT_PROBLEM_DETAILS];
    const issues = Array.isArray(body.errors) ? body.errors.map((issue) => issue?.code) : [];
    return issues.every((code) => typeof code === 'string') ? [body.code, ...issues] : [NOT_PROBLEM_DETAILS];
  } catch {
    return [NOT_PROBLEM_DETAILS];
  }
}

/**
 * Sends one raw request and reads the answer's status: `{ status }`, `{ hang: true }` when no complete answer came
 * (status line and headers) within `timeoutMs`, or `{ closed: reason }` when the server closed without answering.
 * With `readCodes`, a JSON error answer is read to its end and its codes come as `codes` (see errorCodes).
 */
export function sendRaw({ port, localAddress }, bytes, timeoutMs = HANG_MS, { readCodes = false } = {}) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    let received = Buffer.alloc(0);
    let settled = false;
    /** Where the body starts and how long it is, once an error answer's body is awaited. */
    let awaited;
    const finish = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ hang: true }), timeoutMs);
    const status = () => Number(/^HTTP\/1\.[01] (\d{3})/.exec(received.toString('latin1', 0, 16))?.[1]) || undefined;
    const bodyWanted = (head) => {
      const headers = received.toString('latin1', 0, head);
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headers)?.[1]);
      const json = /\r\ncontent-type:\s*application\/(problem\+)?json/i.test(headers);
      return readCodes && status() >= 400 && json && Number.isInteger(length) && length <= MAX_ERROR_BODY_BYTES ? { start: head + 4, length } : undefined;
    };
    const finishWhenBodyRead = () => {
      const end = awaited.start + awaited.length;
      if (received.length >= end) finish({ status: status(), codes: errorCodes(received.toString('utf8', awaited.start, end)) });
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (awaited) return finishWhenBodyRead();
      // An interim answer (100 Continue) comes before the real one.
      while (/^HTTP\/1\.[01] 1\d\d /.test(received.toString('latin1', 0, 13)) && received.indexOf('\r\n\r\n') >= 0) {
        received = received.subarray(received.indexOf('\r\n\r\n') + 4);
      }
      const head = received.indexOf('\r\n\r\n');
      if (head < 0) return;
      // The status and headers are the answer; the body is not needed (some are megabytes), but for an error's codes.
      awaited = bodyWanted(head);
      if (awaited) finishWhenBodyRead();
      else finish({ status: status() });
    });
    socket.on('end', () => finish(status() ? { status: status() } : { closed: 'closed without an answer' }));
    socket.on('error', (error) => finish(status() ? { status: status() } : { closed: error.code ?? error.message }));
    // Not end(): a server may take the half-close for an aborted request and close without answering.
    socket.on('connect', () => socket.write(bytes));
  });
}

/**
 * Sends every case of every endpoint (`concurrency` at a time, from `addresses` in turn) and counts the answers:
 * `{ requests, endpoints, fiveXx: [{case, status}], hangs: [case], closed, statuses, codes }`; `codes` maps each
 * error code answered (NOT_PROBLEM_DETAILS for an error answer of another shape) to the first case that drew it.
 */
export async function runFuzz({ port, endpoints, seed, count, concurrency = 16, token, addresses = ['127.0.0.1'], onProgress, deadline = Infinity }) {
  // Interleaved (the first case of every endpoint, then the second…): malformed input, not a flood of one endpoint
  // (16 at once on the 10 MB composite map would measure its load, not its input handling).
  const perEndpoint = endpoints.map((endpoint) => fuzzCases(endpoint, { seed, count }));
  const queue = Array.from({ length: count }, (_, i) => perEndpoint.map((cases) => cases[i])).flat();
  const result = { requests: 0, endpoints: endpoints.length, fiveXx: [], hangs: [], closed: [], statuses: {}, codes: new Map(), planned: queue.length, timedOut: false };
  let next = 0;
  const host = `127.0.0.1:${port}`;
  const worker = async (n) => {
    while (next < queue.length) {
      if (Date.now() > deadline) {
        result.timedOut = true;
        return;
      }
      const fuzzCase = queue[next++];
      const outcome = await sendRaw({ port, localAddress: addresses[n % addresses.length] }, rawRequest(fuzzCase, { host, token }), HANG_MS, { readCodes: true });
      for (const code of outcome.codes ?? []) if (!result.codes.has(code)) result.codes.set(code, fuzzCase);
      result.requests++;
      if (outcome.hang) result.hangs.push(fuzzCase);
      else if (outcome.closed) result.closed.push({ fuzzCase, reason: outcome.closed });
      else {
        result.statuses[outcome.status] = (result.statuses[outcome.status] ?? 0) + 1;
        if (outcome.status >= 500) result.fiveXx.push({ fuzzCase, status: outcome.status });
      }
      if (result.requests % 2_000 === 0) onProgress?.(result);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
  return result;
}
