import request from 'supertest';
import { startTestGateway, type TestGateway } from './support/gateway.js';

// supertest connects from 127.0.0.1: "loopback" makes the test client a trusted proxy (an Ingress controller).
describe('X-Forwarded-* behind trusted proxies (GATEWAY_TRUSTED_PROXIES)', () => {
  let behindIngress: TestGateway;
  let edge: TestGateway;
  beforeAll(async () => {
    behindIngress = await startTestGateway({ GATEWAY_TRUSTED_PROXIES: 'loopback,10.0.0.0/8' });
    edge = await startTestGateway({ GATEWAY_TRUSTED_PROXIES: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await Promise.all([behindIngress.close(), edge.close()]);
  });

  const lastTo = (gateway: TestGateway) => gateway.upstreams.atlas.requests.at(-1)?.headers ?? {};

  it('passes on the client a trusted proxy names, with the scheme and host it saw', async () => {
    await request(behindIngress.app)
      .get('/api/maps')
      .set('X-Forwarded-For', '198.51.100.23')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'eoa.example.org')
      .set('X-Forwarded-Port', '443')
      .expect(200);
    expect(lastTo(behindIngress)).toMatchObject({
      'x-forwarded-for': '198.51.100.23',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'eoa.example.org',
      'x-forwarded-port': '443',
    });
  });

  it('skips every trusted hop, and stops at the first address that is not one (a client cannot pose as another)', async () => {
    // The client claims 6.6.6.6; the untrusted 198.51.100.23 is where the trusted chain starts: that is the client.
    await request(behindIngress.app).get('/api/maps').set('X-Forwarded-For', '6.6.6.6, 198.51.100.23, 10.1.2.3').expect(200);
    expect(lastTo(behindIngress)['x-forwarded-for']).toBe('198.51.100.23');
  });

  it('sends one address, never a list the service would have to read', async () => {
    await request(behindIngress.app).get('/api/maps').set('X-Forwarded-For', '203.0.113.5').expect(200);
    expect(lastTo(behindIngress)['x-forwarded-for']).toBe('203.0.113.5');
  });

  it('believes nothing from a connection that is not a trusted proxy', async () => {
    await request(edge.app)
      .get('/api/maps')
      .set('X-Forwarded-For', '198.51.100.23')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'evil.example')
      .expect(200);
    const headers = lastTo(edge);
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  /** The fields of the access line of the last request to `path` (written when its answer is finished). */
  const accessLine = (gateway: TestGateway, path: string) =>
    gateway.logger.records.filter((record) => record.fields?.path === path && 'status' in (record.fields ?? {})).at(-1)?.fields;

  it('names in its access lines the client the trusted proxies report, for API calls and pages alike', async () => {
    await request(behindIngress.app).get('/api/maps').set('X-Forwarded-For', '6.6.6.6, 198.51.100.23, 10.1.2.3').expect(200);
    expect(accessLine(behindIngress, '/api/maps')).toMatchObject({ ip: '198.51.100.23', status: 200 });
    await request(behindIngress.app).get('/no-such-page.txt').set('X-Forwarded-For', '203.0.113.9').expect(404);
    expect(accessLine(behindIngress, '/no-such-page.txt')).toMatchObject({ ip: '203.0.113.9', status: 404 });
  });

  it('names the connection in its access lines when the connection is not a trusted proxy', async () => {
    await request(edge.app).get('/api/maps').set('X-Forwarded-For', '198.51.100.23').expect(200);
    expect(accessLine(edge, '/api/maps')?.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('refuses an entry it cannot read, at start', async () => {
    await expect(startTestGateway({ GATEWAY_TRUSTED_PROXIES: 'the-ingress' })).rejects.toThrow(/GATEWAY_TRUSTED_PROXIES must list/);
  });
});
