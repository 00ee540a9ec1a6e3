import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { helmetFor, securityHeaders } from './security.js';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The headers a real response gets from `middleware`, with an X-Powered-By set before it (helmet removes that). */
async function headersFrom(middleware: Middleware): Promise<Record<string, string | string[] | undefined>> {
  const server = createServer((req, res) => {
    res.setHeader('X-Powered-By', 'something');
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
    const headers = Object.fromEntries(response.headers);
    delete headers.date;
    return headers;
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it.each([[[]], [['https://cdn.example.net', 'http://10.0.0.5:8080']]])(
    'sets exactly the headers helmet sets per request (remote origins %j)',
    async (origins: string[]) => {
      const fixed = await headersFrom(securityHeaders(origins));
      expect(fixed).toEqual(await headersFrom(helmetFor(origins) as unknown as Middleware));
      expect(fixed['x-powered-by']).toBeUndefined();
      expect(fixed['content-security-policy']).toContain("script-src 'self'");
    },
  );
});
