import type { IncomingMessage, ServerResponse } from 'node:http';
import { SERVICE_NAMES, type ServiceName } from '@eoa/contracts';
import type { AppConfig } from '@eoa/server-kit/edge';
import { echoed, sendError } from './errors.js';
import type { Forwarded } from './forwarded.js';
import type { GatewayLogger } from './logger.js';
import { createServiceProxy } from './proxy.js';
import { resolveService } from './routing-table.js';
import { UpstreamPool } from './upstream-pool.js';

/**
 * Whatever X-Forwarded-* arrives is dropped and fresh ones are set (forwarded.ts: from the connection, or from the
 * trusted proxies in front of the gateway). Expect is dropped because Node already answered "100 Continue" to the
 * client; passed on, it would make the gateway's request to the service wait for a second one. Connection and
 * Keep-Alive describe the client's connection, not the gateway's to the service (hop-by-hop, RFC 9110 §7.6.1): a
 * client's "Connection: close" would otherwise close the kept-alive socket to the service after every such request.
 */
const HOP_HEADERS = new Set(['forwarded', 'expect', 'connection', 'keep-alive']);

function setForwardingHeaders(req: IncomingMessage, forwarded: Forwarded): void {
  for (const name of Object.keys(req.headers)) {
    if (name.startsWith('x-forwarded-') || HOP_HEADERS.has(name)) delete req.headers[name];
  }
  req.headers['x-forwarded-for'] = forwarded.for;
  req.headers['x-forwarded-proto'] = forwarded.proto;
  req.headers['x-forwarded-host'] = forwarded.host;
  req.headers['x-forwarded-port'] = forwarded.port;
}

/** `/api` and everything under it except the gateway's own `/api/health` and `/api/docs…`: for apiRoutes. */
export function isServiceApiPath(path: string): boolean {
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  return path !== '/api/health' && path !== '/api/docs' && !path.startsWith('/api/docs/');
}

/** A request isServiceApiPath accepts (its path, without the query string, worked out once by the caller): to the
 * owning service, or 404 when none owns it. */
export function apiRoutes(config: AppConfig, logger: GatewayLogger, forwardedOf: (req: IncomingMessage) => Forwarded) {
  const proxies = Object.fromEntries(
    SERVICE_NAMES.map((service) => [
      service,
      createServiceProxy({ service, pool: new UpstreamPool(config.serviceUpstreams[service]), timeoutMs: config.upstreamTimeoutMs, logger }),
    ]),
  ) as Record<ServiceName, ReturnType<typeof createServiceProxy>>;

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const service = resolveService(path);
    if (!service) {
      sendError(res, 404, 'routing.noApiRoute', { method: req.method ?? 'GET', path: echoed(path) });
      return;
    }
    setForwardingHeaders(req, forwardedOf(req));
    await proxies[service](req, res);
  };
}
