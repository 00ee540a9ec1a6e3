import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@eoa/contracts';
import { accessRecord } from '../edge/access-log.js';
import { assignRequestId } from '../edge/request-id.js';
import { requestContext } from '../edge/request-context.js';

export function requestIdOf(req: Request): string | undefined {
  const value = req.headers[REQUEST_ID_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reuses the gateway's x-request-id (or makes one), echoes it on the response, keeps it in the
 * request context for logs, and writes one access line per request when the response is finished (the logger adds the id).
 */
export function requestIdMiddleware(logger: LoggerService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const requestId = assignRequestId(req, res);
    const started = performance.now();
    res.on('finish', () => {
      const { line, fields } = accessRecord(req, res.statusCode, started);
      // 'finish' may fire outside the request's async context; re-enter it so the line names the id.
      requestContext.run({ requestId }, () => {
        // Health is polled by the gateway and orchestrators; keep it out of the normal log level.
        if (fields.path.startsWith('/api/health')) logger.verbose?.(line, 'Http');
        else logger.log(line, 'Http');
      });
    });
    requestContext.run({ requestId }, next);
  };
}
