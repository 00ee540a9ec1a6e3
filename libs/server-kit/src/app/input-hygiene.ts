// Input hygiene at the edge of every service: text that no route can use — a NUL byte, bytes that are not
// UTF-8, lone UTF-16 surrogates, strings longer than any field — is refused with a 400 before routing, so it
// never reaches a controller or the database (PostgreSQL rejects NUL in text and answers with an error).
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

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

/** Why a decoded text cannot be used (undefined when it can). */
export function textProblem(text: string, maxLength: number): string | undefined {
  if (text.length <= maxLength && !SUSPICIOUS.test(text)) return undefined;
  if (text.includes('\u0000')) return 'contains a NUL byte';
  if (CONTROL_CHARACTER.test(text)) return 'contains a control character';
  if (LONE_SURROGATE.test(text)) return 'is not valid Unicode text';
  if (text.length > maxLength) return `is longer than ${maxLength} characters`;
  return undefined;
}

/** decodeURIComponent that answers undefined for a malformed or non-UTF-8 escape instead of throwing. */
function decodeComponent(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** Why the request target (path and query string) cannot be used, or undefined. */
export function requestTargetProblem(target: string): string | undefined {
  if (target.length > MAX_URL_LENGTH) return `The request URL is longer than ${MAX_URL_LENGTH} characters`;
  // The hot path: no escape and nothing long can hide nothing (Node's parser refuses raw control characters).
  if (target.length <= MAX_PARAMETER_LENGTH && !target.includes('%')) return undefined;
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  for (const segment of path.split('/')) {
    const decoded = decodeComponent(segment);
    if (decoded === undefined) return 'The path is not valid UTF-8 percent-encoding';
    const problem = textProblem(decoded, MAX_PARAMETER_LENGTH);
    if (problem) return `A path segment ${problem}`;
  }
  if (queryAt === -1) return undefined;
  for (const pair of target.slice(queryAt + 1).split('&')) {
    if (pair === '') continue;
    const equalsAt = pair.indexOf('=');
    const rawName = equalsAt === -1 ? pair : pair.slice(0, equalsAt);
    const name = decodeComponent(rawName.replaceAll('+', ' '));
    const value = equalsAt === -1 ? '' : decodeComponent(pair.slice(equalsAt + 1).replaceAll('+', ' '));
    if (name === undefined || value === undefined) return 'The query string is not valid UTF-8 percent-encoding';
    const nameProblem = textProblem(name, MAX_PARAMETER_LENGTH);
    if (nameProblem) return `A query parameter name ${nameProblem}`;
    const valueProblem = textProblem(value, MAX_QUERY_VALUE_LENGTH);
    // The name is safe to echo: it passed the same checks.
    if (valueProblem) return `The query parameter ${name.slice(0, 50)} ${valueProblem}`;
  }
  return undefined;
}

/** Why a header read as data cannot be used, or undefined. */
export function dataHeaderProblem(request: Pick<IncomingMessage, 'headers'>): string | undefined {
  for (const header of DATA_HEADERS) {
    const value = request.headers[header];
    if (typeof value !== 'string') continue;
    // Node reads header bytes as latin1; a value outside printable ASCII is never a language tag, ETag or id.
    if (/[^\u0020-\u007e\t]/.test(value)) return `The ${header} header contains characters it cannot have`;
    if (value.length > MAX_DATA_HEADER_LENGTH) return `The ${header} header is longer than ${MAX_DATA_HEADER_LENGTH} characters`;
  }
  return undefined;
}

/**
 * Why a parsed JSON body cannot be used, or undefined: every key and string checked, depth bounded.
 * Iterative, so a hostile nesting cannot exhaust the stack.
 */
export function jsonBodyProblem(body: unknown): string | undefined {
  const pending: { value: unknown; depth: number; path: string }[] = [{ value: body, depth: 0, path: 'body' }];
  while (pending.length) {
    const { value, depth, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, MAX_BODY_STRING_LENGTH);
      if (problem) return `${path} ${problem}`;
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_BODY_DEPTH) return `The JSON body is nested deeper than ${MAX_BODY_DEPTH} levels`;
      for (const [key, item] of Object.entries(value)) {
        const keyProblem = textProblem(key, MAX_PARAMETER_LENGTH);
        if (keyProblem) return `A key in ${path} ${keyProblem}`;
        const itemPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
        pending.push({ value: item, depth: depth + 1, path: itemPath.length > 120 ? `${itemPath.slice(0, 117)}...` : itemPath });
      }
    }
  }
  return undefined;
}

/** Before routing and body parsing: the request target and the data headers. */
export function requestTargetHygiene() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const problem = requestTargetProblem(req.originalUrl ?? req.url) ?? dataHeaderProblem(req);
    next(problem ? new BadRequestException(problem) : undefined);
  };
}

/** body-parser's `verify`: the raw bytes of a JSON body must be UTF-8 (else it would decode them lossily). */
export function verifyUtf8Body(_req: IncomingMessage, _res: unknown, raw: Buffer): void {
  if (raw.length && !isUtf8(raw)) throw new BadRequestException('The request body is not valid UTF-8');
}

/** After the JSON body parser: every string of the body. */
export function jsonBodyHygiene() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const problem = req.body === undefined ? undefined : jsonBodyProblem(req.body);
    next(problem ? new BadRequestException(problem) : undefined);
  };
}
