import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { IMMUTABLE } from '../src/cache-policy.js';
import { makeStaticRoot, startTestGateway, type TestGateway } from './support/gateway.js';

const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/static/js/main.3f2a9c1d.js"></script></body></html>';

describe('static hosting', () => {
  let gateway: TestGateway;
  const files = makeStaticRoot({
    'shell/dist/index.html': INDEX,
    'shell/dist/static/js/main.3f2a9c1d.js': 'console.log("shell");',
    'shell/dist/favicon.ico': 'icon',
    'mfe-loot/dist/mf-manifest.json': '{"id":"loot"}',
    'mfe-loot/dist/remoteEntry.js': 'var loot;',
    'mfe-loot/dist/static/js/async/512.a1b2c3d4e5f6.js': 'chunk();',
    'mfe-builder/dist/mf-manifest.json': '{"id":"builder"}',
  });

  beforeAll(async () => {
    gateway = await startTestGateway({}, { staticRoot: files.root });
  });
  afterAll(async () => {
    await gateway.close();
    files.remove();
  });

  it('serves the shell index at / with no-cache', async () => {
    const response = await request(gateway.app).get('/').expect(200).expect('content-type', /html/);
    expect(response.text).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/character-builder', '/map', '/admin/login', '/loot-tables/instances/3'])(
    'answers the client route %s with index.html for a browser navigation',
    async (path) => {
      const response = await request(gateway.app).get(path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(200);
      expect(response.text).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers HEAD navigations too', async () => {
    await request(gateway.app).head('/crafting').set('Accept', 'text/html').expect(200).expect('content-type', /html/);
  });

  it.each([
    ['a missing asset', '/static/js/missing.0a1b2c3d.js'],
    ['a missing file at the root', '/robots.txt'],
    ['an unknown API path', '/api/unknown'],
    ['a missing remote file', '/remotes/loot/static/js/404.deadbeef12.js'],
  ])('never answers %s with the page (404 JSON)', async (_what, path) => {
    const response = await request(gateway.app).get(path).set('Accept', 'text/html').expect(404).expect('content-type', /^application\/problem\+json/);
    expect(response.body).toMatchObject({ status: 404, code: expect.stringMatching(/^routing\./) });
  });

  it('does not fall back for requests that do not accept HTML', async () => {
    await request(gateway.app).get('/character-builder').set('Accept', 'application/json').expect(404);
  });

  it('does not fall back for other methods', async () => {
    await request(gateway.app).post('/character-builder').set('Accept', 'text/html').expect(404);
  });

  it('caches content-hashed files for a year and revalidates the rest', async () => {
    await request(gateway.app).get('/static/js/main.3f2a9c1d.js').expect(200).expect('cache-control', IMMUTABLE);
    await request(gateway.app).get('/favicon.ico').expect(200).expect('cache-control', 'no-cache');
  });

  it('serves a remote build under /remotes/<name>/ with CORS and the right cache headers', async () => {
    const manifest = await request(gateway.app).get('/remotes/loot/mf-manifest.json').set('Origin', 'https://other.example').expect(200);
    expect(manifest.body).toEqual({ id: 'loot' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const entry = await request(gateway.app).get('/remotes/loot/remoteEntry.js').expect(200).expect('content-type', /javascript/);
    expect(entry.headers['cache-control']).toBe('no-cache');
    await request(gateway.app).get('/remotes/loot/static/js/async/512.a1b2c3d4e5f6.js').expect(200).expect('cache-control', IMMUTABLE);
    await request(gateway.app).get('/remotes/builder/mf-manifest.json').expect(200);
  });

  it('answers a CORS preflight on /remotes/*', async () => {
    const response = await request(gateway.app)
      .options('/remotes/loot/remoteEntry.js')
      .set('Origin', 'https://other.example')
      .set('Access-Control-Request-Method', 'GET')
      .expect(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps the shell same-origin only', async () => {
    const response = await request(gateway.app).get('/').expect(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('has no remote folder listing and no unknown remote', async () => {
    await request(gateway.app).get('/remotes/loot/').expect(404);
    await request(gateway.app).get('/remotes/other/mf-manifest.json').expect(404);
  });
});

describe('static hosting before the front ends are built', () => {
  it('says the site is not built instead of a bare 404', async () => {
    const empty = makeStaticRoot({});
    const gateway = await startTestGateway({}, { staticRoot: empty.root });
    try {
      const response = await request(gateway.app).get('/map').set('Accept', 'text/html').expect(503);
      expect(response.body).toMatchObject({ code: 'routing.notBuilt', detail: expect.stringMatching(/not built/) });
    } finally {
      await gateway.close();
      empty.remove();
    }
  });
});

describe('precompressed files', () => {
  // Large enough for the compression middleware to compress on the fly (its threshold is 1 KB).
  const SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log("shell line ${i}");`).join('\n');
  const ENTRY = Array.from({ length: 400 }, (_, i) => `var loot${i} = ${i};`).join('\n');
  const STYLES = Array.from({ length: 200 }, (_, i) => `.rule-${i} { color: red; }`).join('\n');
  const files = makeStaticRoot({
    'shell/dist/index.html': INDEX,
    'shell/dist/main.3f2a9c1d.js': SCRIPT,
    'shell/dist/styles.0a1b2c3d4e.css': STYLES,
    'mfe-loot/dist/remoteEntry.js': ENTRY,
  });
  const brotli = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const copies = {
    'shell/dist/main.3f2a9c1d.js.br': brotli(SCRIPT),
    'shell/dist/main.3f2a9c1d.js.gz': gzipSync(SCRIPT, { level: 9 }),
    'mfe-loot/dist/remoteEntry.js.br': brotli(ENTRY),
  };
  for (const [path, content] of Object.entries(copies)) writeFileSync(join(files.root, path), content);
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({}, { staticRoot: files.root });
  });
  afterAll(async () => {
    await gateway.close();
    files.remove();
  });

  /** The body as sent (supertest's client would decode it), over a real socket. */
  async function raw(path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const server = createServer(gateway.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise((resolve, reject) => {
        get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        }).on('error', reject);
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('sends the brotli copy to a client that accepts brotli, with its own length and ETag', async () => {
    const response = await raw('/main.3f2a9c1d.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(response.headers['content-length'])).toBe(copies['shell/dist/main.3f2a9c1d.js.br'].length);
    expect(Buffer.compare(response.body, copies['shell/dist/main.3f2a9c1d.js.br'])).toBe(0);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);

    const plain = await request(gateway.app).get('/main.3f2a9c1d.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['etag']).toBeDefined();
    expect(plain.headers['etag']).not.toBe(response.headers['etag']);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await raw('/main.3f2a9c1d.js', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(copies['shell/dist/main.3f2a9c1d.js.gz'].length);
    expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await raw('/main.3f2a9c1d.js', 'identity');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const response = await request(gateway.app).head('/main.3f2a9c1d.js').set('Accept-Encoding', 'br').expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(copies['shell/dist/main.3f2a9c1d.js.br'].length);
  });

  it('still compresses on the fly a file the build left without a copy', async () => {
    const response = await raw('/styles.0a1b2c3d4e.css', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/css/);
    expect(brotliDecompressSync(response.body).toString()).toBe(STYLES);
  });

  it('serves a remote copy with the remote headers', async () => {
    const response = await raw('/remotes/loot/remoteEntry.js', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(brotliDecompressSync(response.body).toString()).toBe(ENTRY);
    // Only the copies of real files are served: the .br file is not a page of its own under another name.
    await request(gateway.app).get('/remotes/loot/other.js').set('Accept-Encoding', 'br').expect(404);
  });

  it('still answers client routes with the page', async () => {
    const response = await request(gateway.app).get('/crafting').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(response.text).toBe(INDEX);
  });
});
