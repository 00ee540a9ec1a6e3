import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { ApiErrorBody } from '@eoa/contracts';
import { REQUEST_ID_HEADER } from '@eoa/contracts';

/**
 * Writes the one error shape of the API (ApiErrorBody). Works on a bare ServerResponse because the proxy's
 * error callback hands us one, not an Express Response.
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
    message,
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
