import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
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
 * What the proxy needs of one upstream, made once: its parsed URL, the client module of its scheme, and its keep-alive
 * sockets — dropped after 4 s idle, below Node's default server keep-alive of 5 s, so the gateway never reuses a socket
 * the service is closing at that moment ("socket hang up").
 */
interface Upstream {
  url: URL;
  client: typeof http | typeof https;
  agent: http.Agent;
}

function upstreamOf(target: string): Upstream {
  const url = new URL(target);
  const options = { keepAlive: true, timeout: 4_000 };
  return url.protocol === 'https:' ? { url, client: https, agent: new https.Agent(options) } : { url, client: http, agent: new http.Agent(options) };
}

/** What one attempt is doing: its outgoing request, and whether its time ran out. */
interface Attempt {
  proxyReq?: ClientRequest;
  /** Its response headers did not come within timeoutMs: the error reads 504, and nothing is retried. */
  timedOut?: boolean;
}

/** Hop-by-hop headers of the service's answer (RFC 9110 §7.6.1): they describe its connection to the gateway. */
const RESPONSE_HOP_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'upgrade'];

/** Whether a request carries a body (limits.ts has refused chunked ones: a body declares its Content-Length). */
function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0;
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
  const upstreams = new Map(pool.urls.map((url) => [url, upstreamOf(url)]));

  /**
   * One attempt on one upstream: the request as received (X-Forwarded-* and hop-by-hop headers already set by
   * api-routes.ts, Host that of the upstream), the answer piped back as it comes. A plain http.request — not a proxy
   * library — because this hop is the gateway's whole cost (measured: http-proxy's request and response passes
   * added about 0.1 ms per request, 5–10 % of a typical answer's time).
   */
  const attempt = (req: IncomingMessage, res: ServerResponse, target: string, body: Buffer | undefined, onError: (error: Error, state: Attempt) => void) => {
    const { url, client, agent } = upstreams.get(target) as Upstream;
    const state: Attempt = {};
    const proxyReq = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: url.host },
        agent,
      },
      (proxyRes) => {
        pool.succeeded(target);
        const headers = { ...proxyRes.headers };
        for (const name of RESPONSE_HOP_HEADERS) delete headers[name];
        res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, headers);
        // A service that breaks off its answer midway: the client's answer cannot be finished either.
        proxyRes.once('error', () => res.destroy());
        proxyRes.pipe(res);
      },
    );
    state.proxyReq = proxyReq;
    // This timer also covers connecting (a socket's own timeout starts only once it is connected), and marks the
    // attempt so that its error reads 504.
    const timer = setTimeout(() => {
      state.timedOut = true;
      proxyReq.destroy();
    }, timeoutMs);
    proxyReq.once('response', () => clearTimeout(timer));
    proxyReq.once('close', () => clearTimeout(timer));
    // A connection that does not come up in time is treated like a refused one: next upstream.
    proxyReq.once('socket', (socket) => {
      if (!socket.connecting) return;
      const connectTimer = setTimeout(() => {
        proxyReq.destroy(Object.assign(new Error(`no connection within ${connectTimeoutMs} ms`), { code: CONNECT_TIMEOUT }));
      }, connectTimeoutMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      proxyReq.once('close', () => clearTimeout(connectTimer));
    });
    proxyReq.once('error', (error) => onError(error, state));
    // The client went away before the answer was complete: stop asking the service.
    const clientGone = () => {
      if (!res.writableFinished) proxyReq.destroy();
    };
    res.once('close', clientGone);
    proxyReq.once('close', () => res.off('close', clientGone));
    if (body) proxyReq.end(body);
    else if (hasBody(req)) req.pipe(proxyReq);
    else proxyReq.end();
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // With several upstreams a body is read first, so that it can be sent again to the next one.
    const body = pool.size > 1 && hasBody(req) ? await readBody(req) : undefined;
    const order = pool.order();
    const failures: string[] = [];

    const send = (index: number, target: string) => attempt(req, res, target, body, (error, state) => failed(error, index, target, state));

    const failed = (error: Error, index: number, target: string, attempt: Attempt) => {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      const requestId = requestIdOf(res);
      const couldConnect = !CONNECT_FAILURES.has(code);
      if (!couldConnect) {
        const backoffMs = pool.failed(target);
        if (pool.size > 1) logger.warn(`${service} upstream ${target} skipped for ${backoffMs} ms: ${code}`, { service, requestId, code });
      }
      const staleSocket = code === 'ECONNRESET' && attempt.proxyReq?.reusedSocket === true && IDEMPOTENT_METHODS.has(req.method ?? '');
      const next = order[index + 1];
      const retry = !attempt.timedOut && (!couldConnect || staleSocket) && next !== undefined && !res.headersSent && !res.destroyed;
      failures.push(`${target} ${code || error.message}`);
      if (retry) {
        send(index + 1, next);
        return;
      }
      if (res.headersSent || res.destroyed) {
        // Broken off after the answer had begun (or the client left): nothing more can be told to the client.
        logger.warn(`${service} answer broken off: ${code || error.message}`, { service, requestId, code });
        res.destroy();
      } else if (attempt.timedOut) {
        logger.warn(`${service} did not answer within ${timeoutMs} ms`, { service, requestId, code: 'TIMEOUT' });
        sendError(res, 504, 'routing.serviceTimeout', { service });
      } else if (UNAVAILABLE_CODES.has(code)) {
        logger.warn(`${service} is unavailable at ${failures.join(', ')}`, { service, requestId, code });
        sendError(res, 503, 'routing.serviceUnavailable', { service });
      } else {
        logger.error(`${service} proxy error: ${error.message}`, { service, requestId, code });
        sendError(res, 502, 'routing.serviceInvalid', { service });
      }
    };

    send(0, order[0]);
  };
}
