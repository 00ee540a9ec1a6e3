import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Gateway } from '../src/app.js';
import request from 'supertest';
import { ConfigError } from '@eoa/server-kit/edge';
import { startTestGateway } from './support/gateway.js';

describe('GET /remotes.json', () => {
  it('points every remote at the gateway’s own copy by default', async () => {
    const gateway = await startTestGateway();
    try {
      const response = await request(gateway.app).get('/remotes.json').expect(200).expect('cache-control', 'no-cache');
      expect(response.body).toEqual({
        builder: '/remotes/builder/mf-manifest.json',
        crafting: '/remotes/crafting/mf-manifest.json',
        atlas: '/remotes/atlas/mf-manifest.json',
        loot: '/remotes/loot/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      });
    } finally {
      await gateway.close();
    }
  });

  it('uses REMOTE_<NAME>_URL (a manifest URL, or a folder ending in /) and lets those origins through the CSP', async () => {
    const gateway = await startTestGateway({
      REMOTE_LOOT_URL: 'https://cdn.example.net/loot/mf-manifest.json',
      REMOTE_ATLAS_URL: 'https://atlas.example.org:8443/v2/',
    });
    try {
      const response = await request(gateway.app).get('/remotes.json').expect(200);
      expect(response.body.loot).toBe('https://cdn.example.net/loot/mf-manifest.json');
      expect(response.body.atlas).toBe('https://atlas.example.org:8443/v2/mf-manifest.json');
      expect(response.body.builder).toBe('/remotes/builder/mf-manifest.json');

      const csp = String(response.headers['content-security-policy']);
      const directive = (name: string) => csp.split(';').find((part) => part.startsWith(`${name} `)) ?? '';
      for (const name of ['script-src', 'connect-src']) {
        expect(directive(name)).toContain("'self'");
        expect(directive(name)).toContain('https://cdn.example.net');
        expect(directive(name)).toContain('https://atlas.example.org:8443');
      }
      expect(directive('img-src')).toContain('data:');
    } finally {
      await gateway.close();
    }
  });

  it('refuses to start with a remote URL that is neither absolute nor a site path', async () => {
    await expect(startTestGateway({ REMOTE_LOOT_URL: 'cdn.example.net/loot' })).rejects.toThrow(ConfigError);
  });
});

/** A POST with a chunked body and no Content-Length, which supertest cannot send; resolves to the status. */
async function postChunked(app: Gateway, path: string, body: string): Promise<number> {
  const server = http.createServer(app).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    return await new Promise<number>((resolve, reject) => {
      const req = http.request({ port: (server.address() as AddressInfo).port, path, method: 'POST', headers: { 'content-type': 'application/json' } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body);
      req.end();
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('security headers and limits', () => {
  it('sends helmet headers and a CSP that does not upgrade plain-HTTP requests', async () => {
    const gateway = await startTestGateway();
    try {
      const response = await request(gateway.app).get('/api/items').expect(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
    } finally {
      await gateway.close();
    }
  });

  it('refuses bodies over the limit (413), unsized bodies (411), long URLs (414) and dot segments (400)', async () => {
    const gateway = await startTestGateway({}, { limits: { maxBodyBytes: 1_000, maxUrlBytes: 200 } });
    try {
      await request(gateway.app).post('/api/corrections').send({ reason: 'x'.repeat(2_000) }).expect(413);
      await request(gateway.app).post('/api/corrections').send({ reason: 'short' }).expect(200);
      expect(await postChunked(gateway.app, '/api/corrections', '{"a":1}')).toBe(411);
      await request(gateway.app).get(`/api/items/search?q=${'a'.repeat(300)}`).expect(414);
      const dotted = await request(gateway.app).get('/api/set/%2e%2e/admin/stats').expect(400);
      expect(dotted.body).toMatchObject({ code: 'request.dotSegments', detail: expect.stringMatching(/segments/) });
      expect(gateway.upstreams.admin.requests.map((entry) => entry.url)).not.toContain('/api/admin/stats');
    } finally {
      await gateway.close();
    }
  });
});
