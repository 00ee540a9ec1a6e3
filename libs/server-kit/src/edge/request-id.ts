import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '@eoa/contracts';

/**
 * The one rule for a caller's X-Request-Id, the same in the gateway and the services: reused only when it
 * looks like an id (short and plain: it ends up in logs and headers), else replaced by a new UUID.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;

/** The id a request goes on with: the incoming header's when it is acceptable, else a new one. */
export function acceptRequestId(incoming: unknown): string {
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives a request its id: on the request's headers (the gateway's proxy forwards it, a service's handlers
 * read it) and on the response (the browser, the error body and the logs share it).
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const requestId = acceptRequestId(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  return requestId;
}
