import type { ServerResponse } from 'node:http';
import { PROBLEM_CONTENT_TYPE, REQUEST_ID_HEADER, type ErrorCode, type ErrorParams } from '@eoa/contracts';
import { pickLanguage, problemBody } from '@eoa/server-kit/edge';

/** Most characters of a client's own input (a path) an error text repeats: enough to recognise it, not to echo 8 KB. */
const ECHO_MAX = 200;

/** A client's input as an error text repeats it, cut after ECHO_MAX characters. */
export function echoed(text: string): string {
  return text.length > ECHO_MAX ? `${text.slice(0, ECHO_MAX)}…` : text;
}

/**
 * Writes the one error shape of the API (problem details, contracts' Problem), its text in the request's language.
 * Works on a bare ServerResponse because the proxy's error callback hands us one, not an Express Response.
 */
export function sendError<C extends ErrorCode>(res: ServerResponse, status: number, code: C, params: ErrorParams<C>): void {
  if (res.headersSent) {
    // Part of an answer is already on the wire: the only honest thing left is to cut the connection.
    res.destroy();
    return;
  }
  const requestId = res.getHeader(REQUEST_ID_HEADER);
  const body = problemBody(
    { status, code, params },
    {
      language: pickLanguage(res.req?.headers['accept-language']),
      ...(typeof requestId === 'string' ? { requestId } : {}),
      ...(res.req?.url ? { instance: echoed(res.req.url.split('?')[0]!) } : {}),
    },
  );
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', `${PROBLEM_CONTENT_TYPE}; charset=utf-8`);
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Vary', 'Accept-Language');
  res.end(payload);
}

/**
 * An error a library raised (express, serve-static: an `http-errors` object with a status): its English text is
 * not shown, the status is — a file it cannot find is routing.nothingAt, any other refusal status.clientError, a
 * fault status.internalError (its text goes to the log).
 */
export function sendLibraryError(res: ServerResponse, status: number, path: string): void {
  if (status >= 500) sendError(res, status, 'status.internalError', {});
  else if (status === 404) sendError(res, status, 'routing.nothingAt', { path: echoed(path) });
  else sendError(res, status, 'status.clientError', { status });
}
