import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@eoa/contracts';
import { requestContext } from './request-context.js';

/** An incoming id is reused only when it looks like an id: it ends up in logs and headers. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

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
    const incoming = requestIdOf(req);
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const durationMs = Number((process.hrtime.bigint() - started) / 1_000_000n);
      const line = `${req.method} ${req.originalUrl} ${res.statusCode} ${durationMs}ms ip=${req.ip ?? '-'}`;
      // 'finish' may fire outside the request's async context; re-enter it so the line names the id.
      requestContext.run({ requestId }, () => {
        // Health is polled by the gateway and orchestrators; keep it out of the normal log level.
        if (req.originalUrl.startsWith('/api/health')) logger.verbose?.(line, 'Http');
        else logger.log(line, 'Http');
      });
    });
    requestContext.run({ requestId }, next);
  };
}
