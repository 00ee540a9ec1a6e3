import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { ApiErrorBody } from '@eoa/contracts';
import { REQUEST_ID_HEADER } from '@eoa/contracts';
import { localizeServerText, pickLanguage } from '@eoa/server-kit/edge';

/** Most characters of a client's own input (a path) an error text repeats: enough to recognise it, not to echo 8 KB. */
const ECHO_MAX = 200;

/** A client's input as an error text repeats it, cut after ECHO_MAX characters. */
export function echoed(text: string): string {
  return text.length > ECHO_MAX ? `${text.slice(0, ECHO_MAX)}…` : text;
}

/**
 * Writes the one error shape of the API (ApiErrorBody), its English `message` in the request's language. Works on a
 * bare ServerResponse because the proxy's error callback hands us one, not an Express Response.
 */
export function sendError(res: ServerResponse, statusCode: number, message: string): void {
  if (res.headersSent) {
    // Part of an answer is already on the wire: the only honest thing left is to cut the connection.
    res.destroy();
    return;
  }
  const requestId = res.getHeader(REQUEST_ID_HEADER);
  const body: ApiErrorBody = {
    statusCode,
    message: localizeServerText(message, pickLanguage(res.req?.headers['accept-language'])),
    error: STATUS_CODES[statusCode] ?? 'Error',
    ...(typeof requestId === 'string' ? { requestId } : {}),
  };
  const payload = JSON.stringify(body);
  res.statusCode = statusCode;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  res.setHeader('Cache-Control', 'no-store');
  res.end(payload);
}
