import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER } from '@eoa/contracts';
import { closedPort } from '../../testing/index.mjs';
import { describeFailure, InternalCallError, InternalHttpClient } from './internal-http.js';

describe('InternalHttpClient (service-to-service GET)', () => {
  let server: Server;
  let baseUrl: string;
  const seenTokens: Array<string | undefined> = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      seenTokens.push(req.headers[INTERNAL_TOKEN_HEADER] as string | undefined);
      const send = (status: number, body: string, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      };
      if (req.url === '/ok') send(200, '{"quests":[1,2]}');
      else if (req.url === '/missing') send(404, '{"message":"Quest 9 not found"}');
      else if (req.url === '/broken') send(500, '{"message":"boom"}');
      else if (req.url === '/html') send(200, '<html>proxy error</html>', 'text/html');
      else if (req.url === '/slow') setTimeout(() => send(200, '{}'), 1000);
      else if (req.url === '/slow-body') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"partial":');
        setTimeout(() => res.end('1}'), 1000);
      } else send(404, '{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const client = (timeoutMs = 2000) => new InternalHttpClient({ baseUrl, token: 'the-internal-token', timeoutMs });

  async function failure(call: Promise<unknown>): Promise<InternalCallError> {
    const error: unknown = await call.then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(error).toBeInstanceOf(InternalCallError);
    return error as InternalCallError;
  }

  it('answers the JSON, sending the internal token', async () => {
    seenTokens.length = 0;
    await expect(client().getJson('/ok')).resolves.toEqual({ quests: [1, 2] });
    expect(seenTokens).toEqual(['the-internal-token']);
    expect(client().urlOf('/ok')).toBe(`${baseUrl}/ok`);
  });

  it('a 404 is null when asked for, else a failure with its status', async () => {
    await expect(client().getJson('/missing', { notFoundIsNull: true })).resolves.toBeNull();
    const error = await failure(client().getJson('/missing'));
    expect(error.status).toBe(404);
    expect(error.message).toBe(`GET ${baseUrl}/missing answered 404 Not Found`);
  });

  it('an error status, an answer that is not JSON, a slow service and one not listening each fail with what happened', async () => {
    const broken = await failure(client().getJson('/broken'));
    expect([broken.status, broken.url, broken.message]).toEqual([500, `${baseUrl}/broken`, `GET ${baseUrl}/broken answered 500 Internal Server Error`]);

    expect((await failure(client().getJson('/html'))).message).toMatch(new RegExp(`^GET ${baseUrl}/html answered something that is not JSON: `));

    const slow = await failure(client(200).getJson('/slow'));
    expect(slow.status).toBeUndefined();
    expect(slow.message).toMatch(/failed: .*timeout/i);
    expect((await failure(client(200).getJson('/slow-body'))).message).toMatch(/failed while reading the answer: .*timeout/i);

    const port = await closedPort();
    const down = await failure(new InternalHttpClient({ baseUrl: `http://127.0.0.1:${port}`, token: 't', timeoutMs: 2000 }).getJson('/ok'));
    expect(down.message).toBe(`GET http://127.0.0.1:${port}/ok failed: fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`);
    // Logged again by a caller, the reason is not repeated.
    expect(describeFailure(down)).toBe(down.message);
  });

  it("describeFailure names an error's cause too", () => {
    expect(describeFailure(new Error('fetch failed', { cause: new Error('connect ECONNREFUSED') }))).toBe('fetch failed: connect ECONNREFUSED');
    expect(describeFailure('plain text')).toBe('plain text');
  });
});
