// Input hygiene at the edge of every service: text that no route can use — a NUL byte, bytes that are not
// UTF-8, lone UTF-16 surrogates, strings longer than any field — is refused with a 400 before routing, so it
// never reaches a controller or the database (PostgreSQL rejects NUL in text and answers with an error).
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { HttpStatus } from '@nestjs/common';
import type { ErrorCode, ErrorParams, ProblemParams } from '@eoa/contracts';
import type { NextFunction, Request, Response } from 'express';
import { ProblemException } from './problem.exception.js';

/**
 * The longest request target (path + query) a service accepts: room for a GET batch of 1,000 ids, and under
 * Node's own 16 KB limit of a request head (past which Node answers 431 before any of this runs). The gateway
 * in front refuses URLs over 8 KB with a 414 already; this bounds calls made to a service directly.
 */
export const MAX_URL_LENGTH = 12_288;
/** The longest path segment, query parameter name or JSON key: ids, codes and names are far shorter. */
export const MAX_PARAMETER_LENGTH = 1000;
/** The longest query value: a GET batch of 1,000 ten-digit ids (about 11,000 characters) must fit. */
export const MAX_QUERY_VALUE_LENGTH = 12_000;
/** The longest string anywhere in a JSON body (a bug report's text, a formula): generous, still bounded. */
export const MAX_BODY_STRING_LENGTH = 20_000;
/** JSON bodies of this API are a few levels deep; a deeper one is an attack on the walkers, not data. */
export const MAX_BODY_DEPTH = 32;
/** Headers whose value the services read as data (language, cache validators, request ids). */
const DATA_HEADERS = ['accept-language', 'if-none-match', 'x-request-id'] as const;
const MAX_DATA_HEADER_LENGTH = 1000;

// eslint-disable-next-line no-control-regex -- the point: control characters (NUL, C0 and DEL) are refused.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Anything the checks below would look at: one pass over an ordinary text, then the details only if needed. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for.
const SUSPICIOUS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]/;

/** What is wrong with a request's input, in codes: the 400's code and the values of its text. */
export interface InputProblem {
  code: ErrorCode;
  params: ProblemParams;
}

/** What is wrong with a decoded text: the end of its code (`request.pathSegment<Fault>`, `field.<fault>`). */
export type TextFault = 'Nul' | 'Control' | 'Unicode' | 'Long';

/** Why a decoded text cannot be used (undefined when it can). */
export function textProblem(text: string, maxLength: number): TextFault | undefined {
  if (text.length <= maxLength && !SUSPICIOUS.test(text)) return undefined;
  if (text.includes('\u0000')) return 'Nul';
  if (CONTROL_CHARACTER.test(text)) return 'Control';
  if (LONE_SURROGATE.test(text)) return 'Unicode';
  if (text.length > maxLength) return 'Long';
  return undefined;
}

/** The problem of a faulty text of a kind (`request.queryName…`), with the length limit for a long one. */
function faultOf(prefix: 'request.pathSegment' | 'request.queryName' | 'request.queryValue' | 'request.bodyKey', fault: TextFault, max: number, params: ProblemParams = {}): InputProblem {
  return { code: `${prefix}${fault}`, params: fault === 'Long' ? { ...params, max } : params };
}

const FIELD_FAULTS = { Nul: 'field.nul', Control: 'field.control', Unicode: 'field.unicode', Long: 'field.longerThan' } as const satisfies Record<TextFault, ErrorCode>;

/** decodeURIComponent that answers undefined for a malformed or non-UTF-8 escape instead of throwing. */
function decodeComponent(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** Why the request target (path and query string) cannot be used, or undefined. */
export function requestTargetProblem(target: string): InputProblem | undefined {
  if (target.length > MAX_URL_LENGTH) return { code: 'request.urlTooLong', params: { max: MAX_URL_LENGTH } };
  // The hot path: no escape and nothing long can hide nothing (Node's parser refuses raw control characters).
  if (target.length <= MAX_PARAMETER_LENGTH && !target.includes('%')) return undefined;
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  for (const segment of path.split('/')) {
    const decoded = decodeComponent(segment);
    if (decoded === undefined) return { code: 'request.pathEncoding', params: {} };
    const fault = textProblem(decoded, MAX_PARAMETER_LENGTH);
    if (fault) return faultOf('request.pathSegment', fault, MAX_PARAMETER_LENGTH);
  }
  if (queryAt === -1) return undefined;
  for (const pair of target.slice(queryAt + 1).split('&')) {
    if (pair === '') continue;
    const equalsAt = pair.indexOf('=');
    const rawName = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
    const name = decodeComponent(rawName.replaceAll('+', ' '));
    const value = equalsAt === -1 ? '' : decodeComponent(pair.slice(equalsAt + 1).replaceAll('+', ' '));
    if (name === undefined || value === undefined) return { code: 'request.queryEncoding', params: {} };
    const nameFault = textProblem(name, MAX_PARAMETER_LENGTH);
    if (nameFault) return faultOf('request.queryName', nameFault, MAX_PARAMETER_LENGTH);
    const valueFault = textProblem(value, MAX_QUERY_VALUE_LENGTH);
    // The name is safe to echo: it passed the same checks.
    if (valueFault) return faultOf('request.queryValue', valueFault, MAX_QUERY_VALUE_LENGTH, { name: name.slice(0, 50) });
  }
  return undefined;
}

/** Why a header read as data cannot be used, or undefined. */
export function dataHeaderProblem(request: Pick<IncomingMessage, 'headers'>): InputProblem | undefined {
  for (const header of DATA_HEADERS) {
    const value = request.headers[header];
    if (typeof value !== 'string') continue;
    // Node reads header bytes as latin1; a value outside printable ASCII is never a language tag, ETag or id.
    if (/[^\u0020-\u007e\t]/.test(value)) return { code: 'request.headerCharacters', params: { header } };
    if (value.length > MAX_DATA_HEADER_LENGTH) return { code: 'request.headerLong', params: { header, max: MAX_DATA_HEADER_LENGTH } };
  }
  return undefined;
}

/**
 * Why a parsed JSON body cannot be used, or undefined: every key and string checked, depth bounded.
 * Iterative, so a hostile nesting cannot exhaust the stack.
 */
export function jsonBodyProblem(body: unknown): InputProblem | undefined {
  const pending: { value: unknown; depth: number; path: string }[] = [{ value: body, depth: 0, path: 'body' }];
  while (pending.length) {
    const { value, depth, path } = pending.pop()!;
    if (typeof value === 'string') {
      const fault = textProblem(value, MAX_BODY_STRING_LENGTH);
      if (fault) return { code: FIELD_FAULTS[fault], params: fault === 'Long' ? { field: path, max: MAX_BODY_STRING_LENGTH } : { field: path } };
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_BODY_DEPTH) return { code: 'request.bodyDepth', params: { max: MAX_BODY_DEPTH } };
      for (const [key, item] of Object.entries(value)) {
        const keyFault = textProblem(key, MAX_PARAMETER_LENGTH);
        if (keyFault) return faultOf('request.bodyKey', keyFault, MAX_PARAMETER_LENGTH, { path });
        const itemPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
        pending.push({ value: item, depth: depth + 1, path: itemPath.length > 120 ? `${itemPath.slice(0, 117)}...` : itemPath });
      }
    }
  }
  return undefined;
}

/** The 400 of a problem. */
function badInput({ code, params }: InputProblem): ProblemException {
  return new ProblemException(HttpStatus.BAD_REQUEST, code, params as ErrorParams<ErrorCode>);
}

/** Before routing and body parsing: the request target and the data headers. */
export function requestTargetHygiene() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const problem = requestTargetProblem(req.originalUrl ?? req.url) ?? dataHeaderProblem(req);
    next(problem ? badInput(problem) : undefined);
  };
}

/** body-parser's `verify`: the raw bytes of a JSON body must be UTF-8 (else it would decode them lossily). */
export function verifyUtf8Body(_req: IncomingMessage, _res: unknown, raw: Buffer): void {
  if (raw.length && !isUtf8(raw)) throw badInput({ code: 'request.bodyUtf8', params: {} });
}

/** After the JSON body parser: every string of the body. */
export function jsonBodyHygiene() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const problem = req.body === undefined ? undefined : jsonBodyProblem(req.body);
    next(problem ? badInput(problem) : undefined);
  };
}
