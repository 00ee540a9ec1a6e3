import { pathForLogs } from './log-path.js';

/** What the access line says about one answered request; also the fields of its JSON record. */
export interface AccessFields {
  method: string;
  /** Without the query string (pathForLogs). */
  path: string;
  status: number;
  durationMs: number;
  ip: string;
}

/**
 * The one access line of the gateway and the services, `GET /api/items/7 200 3.2ms ip=203.0.113.9`, written
 * once a request is answered. The request id is not in the text: the logger adds it from the request context.
 */
export function accessRecord(
  req: { method: string; originalUrl: string; ip?: string },
  status: number,
  startedAt: number,
): { line: string; fields: AccessFields } {
  const fields: AccessFields = {
    method: req.method,
    path: pathForLogs(req.originalUrl),
    status,
    durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    ip: req.ip ?? '-',
  };
  return { line: `${fields.method} ${fields.path} ${fields.status} ${fields.durationMs}ms ip=${fields.ip}`, fields };
}
