// A stand-in for admin's GET /api/internal/editorial (node http): answers the snapshot it is given, an error, or
// something that is not a snapshot, and records every request (path and internal token header).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER, type EditorialSnapshot } from '@eoa/contracts';

export interface FakeAdmin {
  url: string;
  /** What the next call answers. */
  answer: { kind: 'snapshot'; snapshot: EditorialSnapshot } | { kind: 'error'; status: number } | { kind: 'garbage' };
  requests: { path: string; token: IncomingHttpHeaders[string] }[];
  close(): Promise<void>;
}

export async function startFakeAdmin(snapshot: EditorialSnapshot): Promise<FakeAdmin> {
  const fake: FakeAdmin = {
    url: '',
    answer: { kind: 'snapshot', snapshot },
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive: end them, or close() waits for them.
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((req, res) => {
    fake.requests.push({ path: req.url ?? '', token: req.headers[INTERNAL_TOKEN_HEADER] });
    const { answer } = fake;
    if (req.url !== '/api/internal/editorial' || answer.kind === 'error') {
      res.writeHead(answer.kind === 'error' ? answer.status : 404, { 'content-type': 'application/json' }).end('{"message":"no"}');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.kind === 'garbage' ? { quests: 'none' } : answer.snapshot));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
