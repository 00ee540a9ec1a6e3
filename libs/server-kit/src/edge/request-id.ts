import { randomUUID } from 'node:crypto';

/**
 * The one rule for a caller's X-Request-Id, the same in the gateway and the services: reused only when it
 * looks like an id (short and plain: it ends up in logs and headers), else replaced by a new UUID.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;

/** The id a request goes on with: the incoming header's when it is acceptable, else a new one. */
export function acceptRequestId(incoming: unknown): string {
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}
