import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendError } from './errors.js';

export interface RequestLimits {
  /** Longest accepted request target (path and query), in bytes. */
  maxUrlBytes: number;
  /** Largest accepted request body, in bytes (the services parse JSON; nothing bigger is legitimate). */
  maxBodyBytes: number;
}

export const DEFAULT_LIMITS: RequestLimits = { maxUrlBytes: 8 * 1024, maxBodyBytes: 1024 * 1024 };

/** `..` or `.` as a path segment, raw or percent-encoded. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;

/**
 * Refuses oversized or ambiguous requests before they reach the proxy or the static files. The gateway never
 * parses bodies (a parser in front of the proxy swallows the stream), so the body limit is judged from
 * Content-Length; a body without a declared length (chunked) is refused with 411, since the size of a
 * stream that is piped straight through cannot be checked before it is forwarded.
 */
export function requestLimits(limits: RequestLimits = DEFAULT_LIMITS) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    // Registered without a mount path: req.url is the whole request target (Express's originalUrl).
    const target = req.url ?? '';
    if (Buffer.byteLength(target) > limits.maxUrlBytes) {
      sendError(res, 414, 'request.urlTooLongBytes', { max: limits.maxUrlBytes });
      return;
    }
    // A dot segment could be routed by its literal prefix to one service and normalized into another
    // service's path by a later hop; no client of this site sends one.
    if (DOT_SEGMENT.test(target.split('?')[0] ?? '')) {
      sendError(res, 400, 'request.dotSegments', {});
      return;
    }
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limits.maxBodyBytes) {
        sendError(res, 413, 'request.bodyTooLarge', { max: limits.maxBodyBytes });
        return;
      }
    } else if (req.headers['transfer-encoding'] !== undefined) {
      sendError(res, 411, 'request.lengthRequired', {});
      return;
    }
    next();
  };
}
