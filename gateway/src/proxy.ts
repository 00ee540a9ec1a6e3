import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { parse as parseUrl } from 'node:url';
import httpProxy from 'http-proxy';
import type { ServiceName } from '@eoa/contracts';
import { sendError } from './errors.js';
import type { GatewayLogger } from './logger.js';
import { requestIdOf } from './request-context.js';
import type { UpstreamPool } from './upstream-pool.js';

export interface ServiceProxyOptions {
  service: ServiceName;
  /** The service's base URLs (BUILDER_URL, one or several replicas); the request path is appended unchanged. */
  pool: UpstreamPool;
  /** Longest wait for the service's response headers before answering 504. */
  timeoutMs: number;
  /** Longest wait for a connection to one upstream before trying the next (default: 2 s, or timeoutMs if shorter). */
  connectTimeoutMs?: number;
  logger: GatewayLogger;
}

/** Our own code for "no connection within connectTimeoutMs" (the OS's ETIMEDOUT takes minutes). */
const CONNECT_TIMEOUT = 'ECONNECTTIMEOUT';

/**
 * Failures before anything reached the service (no connection, no such host): the request can safely go to another
 * upstream, and this one is ejected for a while.
 */
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN', CONNECT_TIMEOUT]);

/** Errors that mean "nobody is there to answer", as opposed to a wrong answer. */
const UNAVAILABLE_CODES = new Set([...CONNECT_FAILURES, 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/**
 * Methods that may be sent again when a kept-alive socket turned out to be closed by the service (a replica that was
 * stopped): the request may have reached it, so only those whose repetition changes nothing (RFC 9110 §9.2.2).
 */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keep-alive sockets to the services, dropped after 4 s idle: below Node's default server keep-alive of 5 s,
 * so the gateway never reuses a socket the service is closing at that moment ("socket hang up").
 */
function agentFor(target: string): http.Agent {
  const options = { keepAlive: true, timeout: 4_000 };
  return new URL(target).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

/** What one request is doing: the upstream of its current attempt, and that attempt's outgoing request. */
interface Attempt {
  target: string;
  proxyReq?: ClientRequest;
  /** Its response headers did not come within timeoutMs: the error reads 504, and nothing is retried. */
  timedOut?: boolean;
}

/** The whole body of a request with a declared Content-Length (limits.ts refuses chunked ones and caps the size). */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The proxy to one service, over one or several upstreams (round robin, passive ejection: upstream-pool.ts). It is
 * mounted without a path (Express would strip a mount path), so the service receives the full public path:
 * `/api/items/1` arrives at builder as `/api/items/1`. A request that could not connect to one upstream is sent to
 * the next; only when every upstream failed it does the client get 503.
 */
export function createServiceProxy({ service, pool, timeoutMs, connectTimeoutMs = Math.min(2_000, timeoutMs), logger }: ServiceProxyOptions) {
  // X-Forwarded-* are set before (api-routes.ts, forwarded.ts); http-proxy's xfwd would append the connection's too.
  const proxy = httpProxy.createProxyServer({ changeOrigin: true, xfwd: false });
  const agents = new Map(pool.urls.map((url) => [url, agentFor(url)]));
  // http-proxy parses a string target on every request (the legacy url.parse it expects); parsed once here instead.
  const targets = new Map(pool.urls.map((url) => [url, parseUrl(url)]));
  const attempts = new WeakMap<IncomingMessage, Attempt>();

  proxy.on('proxyReq', (proxyReq, req) => {
    const attempt = attempts.get(req);
    if (!attempt) return;
    attempt.proxyReq = proxyReq;
    // http-proxy's own proxyTimeout starts only once the socket is connected and is then reported as a plain
    // ECONNRESET; this timer also covers connecting, and marks the attempt so the error reads 504.
    const timer = setTimeout(() => {
      attempt.timedOut = true;
      proxyReq.destroy();
    }, timeoutMs);
    proxyReq.once('response', () => clearTimeout(timer));
    proxyReq.once('close', () => clearTimeout(timer));
    // A connection that does not come up in time is treated like a refused one: next upstream.
    const socket = proxyReq.socket;
    if (socket?.connecting) {
      const connectTimer = setTimeout(() => {
        proxyReq.destroy(Object.assign(new Error(`no connection within ${connectTimeoutMs} ms`), { code: CONNECT_TIMEOUT }));
      }, connectTimeoutMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      proxyReq.once('close', () => clearTimeout(connectTimer));
    }
  });
  proxy.on('proxyRes', (_proxyRes, req) => {
    const attempt = attempts.get(req);
    if (attempt) pool.succeeded(attempt.target);
  });
  // Errors of proxy.web() go to its callback; this only keeps a stray one from crashing the gateway.
  proxy.on('error', (error) => logger.error(`${service} proxy error: ${error.message}`, { service }));

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // With several upstreams a body is read first, so that it can be sent again to the next one.
    const body = pool.size > 1 && Number(req.headers['content-length'] ?? 0) > 0 ? await readBody(req) : undefined;
    const order = pool.order();
    const failures: string[] = [];

    const send = (index: number) => {
      const target = order[index];
      attempts.set(req, { target });
      proxy.web(req, res, { target: targets.get(target), agent: agents.get(target), ...(body ? { buffer: Readable.from([body]) } : {}) }, (error) =>
        failed(error, index),
      );
    };

    const failed = (error: Error, index: number) => {
      const target = order[index];
      const attempt = attempts.get(req);
      const code = (error as NodeJS.ErrnoException).code ?? '';
      const requestId = requestIdOf(res);
      const couldConnect = !CONNECT_FAILURES.has(code);
      if (!couldConnect) {
        const backoffMs = pool.failed(target);
        if (pool.size > 1) logger.warn(`${service} upstream ${target} skipped for ${backoffMs} ms: ${code}`, { service, requestId, code });
      }
      const staleSocket = code === 'ECONNRESET' && attempt?.proxyReq?.reusedSocket === true && IDEMPOTENT_METHODS.has(req.method ?? '');
      const retry = !attempt?.timedOut && (!couldConnect || staleSocket) && index + 1 < order.length && !res.headersSent;
      failures.push(`${target} ${code || error.message}`);
      if (retry) {
        send(index + 1);
        return;
      }
      if (attempt?.timedOut) {
        logger.warn(`${service} did not answer within ${timeoutMs} ms`, { service, requestId, code: 'TIMEOUT' });
        sendError(res, 504, `The ${service} service did not answer in time`);
      } else if (UNAVAILABLE_CODES.has(code)) {
        logger.warn(`${service} is unavailable at ${failures.join(', ')}`, { service, requestId, code });
        sendError(res, 503, `The ${service} service is unavailable`);
      } else {
        logger.error(`${service} proxy error: ${error.message}`, { service, requestId, code });
        sendError(res, 502, `The ${service} service sent an invalid response`);
      }
    };

    send(0);
  };
}
