import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { ServiceName } from '@eoa/contracts';
import { sendError } from './errors.js';
import type { GatewayLogger } from './logger.js';
import { requestIdOf } from './request-context.js';

export interface ServiceProxyOptions {
  service: ServiceName;
  /** Base URL of the service (BUILDER_URL, …); the request path is appended unchanged. */
  target: string;
  /** Longest wait for the service's response headers before answering 504. */
  timeoutMs: number;
  logger: GatewayLogger;
}

/** Errors that mean "nobody is there to answer", as opposed to a wrong answer. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ETIMEDOUT',
  'EPIPE',
]);

/** Requests whose upstream wait ran out: their proxy error is a timeout (504), not an outage (503). */
const timedOut = new WeakSet<object>();

/**
 * Keep-alive sockets to the services, dropped after 4 s idle: below Node's default server keep-alive of 5 s,
 * so the gateway never reuses a socket the service is closing at that moment ("socket hang up").
 */
function agentFor(target: string): http.Agent {
  const options = { keepAlive: true, timeout: 4_000 };
  return new URL(target).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

/**
 * The proxy to one service. It is mounted without a path (Express would strip a mount path), so the
 * service receives the full public path: `/api/items/1` arrives at builder as `/api/items/1`.
 */
export function createServiceProxy({ service, target, timeoutMs, logger }: ServiceProxyOptions): RequestHandler<Request, Response> {
  return createProxyMiddleware<Request, Response>({
    target,
    changeOrigin: true,
    // Sets X-Forwarded-For/-Proto/-Host/-Port from this connection (the client's copies are dropped first).
    xfwd: true,
    agent: agentFor(target),
    on: {
      proxyReq: (proxyReq, req) => {
        // http-proxy's own proxyTimeout starts only once the socket is connected and is then reported as a
        // plain ECONNRESET; this timer also covers connecting, and marks the request so the error reads 504.
        const timer = setTimeout(() => {
          timedOut.add(req);
          proxyReq.destroy();
        }, timeoutMs);
        proxyReq.once('response', () => clearTimeout(timer));
        proxyReq.once('close', () => clearTimeout(timer));
      },
      error: (error, req, res) => {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        // The error callback is typed for WebSocket sockets too; only HTTP responses are proxied here.
        if (!(res instanceof http.ServerResponse)) return;
        const requestId = requestIdOf(res as Response);
        if (timedOut.has(req)) {
          logger.warn(`${service} did not answer within ${timeoutMs} ms`, { service, requestId, code: 'TIMEOUT' });
          sendError(res, 504, `The ${service} service did not answer in time`);
        } else if (UNAVAILABLE_CODES.has(code)) {
          logger.warn(`${service} is unavailable at ${target}: ${code}`, { service, requestId, code });
          sendError(res, 503, `The ${service} service is unavailable`);
        } else {
          logger.error(`${service} proxy error: ${error.message}`, { service, requestId, code });
          sendError(res, 502, `The ${service} service sent an invalid response`);
        }
      },
    },
  });
}
