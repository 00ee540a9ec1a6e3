import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';

/** What the gateway tells a service about the request it forwards (X-Forwarded-For/-Proto/-Host/-Port). */
export interface Forwarded {
  for: string;
  proto: string;
  host: string;
  port: string;
}

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const head = text?.split(',')[0]?.trim();
  return head || undefined;
}

/**
 * Who the client is. Normally the gateway is the public edge: the connection's address is the client and whatever
 * X-Forwarded-* a client sends is only its claim (services key rate limits on the address). Behind a load balancer or
 * an Ingress (GATEWAY_TRUSTED_PROXIES), the proxies listed are believed: the client is the first address of
 * X-Forwarded-For, read from the right, that is not one of them (proxy-addr, the rule of Express's "trust proxy"), and
 * the scheme, host and port are those the nearest proxy saw.
 */
export function forwardedBy(trustedProxies: readonly string[]): (req: IncomingMessage) => Forwarded {
  const trust = trustedProxies.length > 0 ? proxyaddr.compile([...trustedProxies]) : undefined;
  // Worked out once per request, from the headers as they came: the proxy replaces them before forwarding, and the
  // access line, written once the answer is sent, names the same client.
  const known = new WeakMap<IncomingMessage, Forwarded>();
  const workOut = (req: IncomingMessage): Forwarded => {
    const peer = req.socket.remoteAddress ?? '';
    const ownProto = req.socket instanceof TLSSocket && req.socket.encrypted ? 'https' : 'http';
    const host = req.headers.host ?? '';
    const ownPort = String(req.socket.localPort ?? '');
    if (!trust || !trust(peer, 0)) return { for: peer, proto: ownProto, host, port: ownPort };
    return {
      for: proxyaddr(req, trust),
      proto: first(req.headers['x-forwarded-proto']) ?? ownProto,
      host: first(req.headers['x-forwarded-host']) ?? host,
      port: first(req.headers['x-forwarded-port']) ?? ownPort,
    };
  };
  return (req) => {
    let forwarded = known.get(req);
    if (!forwarded) {
      forwarded = workOut(req);
      known.set(req, forwarded);
    }
    return forwarded;
  };
}
