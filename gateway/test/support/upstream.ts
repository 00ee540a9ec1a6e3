import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type UpstreamHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A throwaway HTTP server standing in for one service: it records what arrives and answers via `handler`. */
export interface FakeUpstream {
  name: string;
  url: string;
  requests: RecordedRequest[];
  handler: UpstreamHandler;
  close(): Promise<void>;
}

/** By default: 200 JSON saying which service answered and which path it saw. */
export function echo(name: string): UpstreamHandler {
  return (req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ service: name, url: req.url }));
  };
}

/** `port` 0 (the default) takes a free one; a given port lets a test bring a "crashed" service back where it was. */
export async function startUpstream(name: string, handler?: UpstreamHandler, port = 0): Promise<FakeUpstream> {
  const upstream: FakeUpstream = {
    name,
    url: '',
    requests: [],
    handler: handler ?? echo(name),
    close: async () => undefined,
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      upstream.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      upstream.handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  upstream.close = () =>
    new Promise<void>((resolve) => {
      // A slow-upstream test leaves requests hanging on purpose; cut them so the server can close.
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return upstream;
}

/** A port with nothing listening (bound once, then released): connections to it are refused. */
export async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
