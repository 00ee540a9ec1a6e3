import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_HEADER } from '@eoa/contracts';
import { acceptRequestId, pathForLogs } from '@eoa/server-kit/edge';
import type { GatewayLogger } from './logger.js';

export function requestIdOf(res: Response): string {
  return String(res.getHeader(REQUEST_ID_HEADER) ?? '');
}

/**
 * Gives every request an id (the caller's, when it is valid, else a new UUID), puts it on the request
 * headers so the proxy passes it to the service, and on the response so the browser and logs share it.
 */
export function requestId() {
  return (req: Request, res: Response, next: NextFunction): void => {
    // The same rule as the services (server-kit), so an id the gateway keeps is kept downstream too.
    const id = acceptRequestId(req.headers[REQUEST_ID_HEADER]);
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}

/** One log line per request once it is answered (or abandoned): method, path, status, duration, id. */
export function accessLog(logger: GatewayLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    const path = pathForLogs(req.originalUrl);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const status = res.writableFinished ? res.statusCode : 499;
      const fields = {
        requestId: requestIdOf(res),
        method: req.method,
        path,
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      const line = `${fields.method} ${fields.path} ${fields.status} ${fields.durationMs}ms ${fields.requestId}`;
      if (status >= 500) logger.warn(line, fields);
      else logger.log(line, fields);
    };
    res.once('finish', done);
    // 'close' without 'finish' means the client went away first (logged as 499, nginx's convention).
    res.once('close', done);
    next();
  };
}
