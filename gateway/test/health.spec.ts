import request from 'supertest';
import type { GatewayHealth, ServiceHealth, ServiceName } from '@eoa/contracts';
import { SERVICE_NAMES } from '@eoa/contracts';
import type { UpstreamHandler } from './support/upstream.js';
import { startTestGateway, type TestGateway } from './support/gateway.js';

function serviceHealth(service: string, status: ServiceHealth['status'], httpStatus = status === 'down' ? 503 : 200): UpstreamHandler {
  return (_req, res) => {
    const body: ServiceHealth = {
      service,
      status,
      version: '0.0.11',
      uptimeSeconds: 5,
      postgres: status === 'down' ? { status: 'down', message: 'connection refused' } : { status: 'ok' },
      redis: status === 'degraded' ? { status: 'down', message: 'Redis unreachable' } : { status: 'ok' },
      mode: { database: 'external', cache: 'redis', events: 'redis', rateLimits: 'redis', tokenDenylist: 'redis' },
    };
    res.statusCode = httpStatus;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
}

describe('GET /api/health', () => {
  let gateway: TestGateway;
  const setAll = (status: ServiceHealth['status']) => {
    for (const name of SERVICE_NAMES) gateway.upstreams[name].handler = serviceHealth(name, status);
  };

  beforeAll(async () => {
    gateway = await startTestGateway({}, { serviceHealthTimeoutMs: 300 });
  });
  afterAll(async () => {
    await gateway.close();
  });
  beforeEach(() => {
    setAll('ok');
    gateway.probes.state.postgres = { status: 'ok', latencyMs: 1 };
    gateway.probes.state.redis = { status: 'ok', latencyMs: 1 };
  });

  it('is ok (200) when every service, PostgreSQL and Redis are ok', async () => {
    const response = await request(gateway.app).get('/api/health').expect(200).expect('cache-control', 'no-store');
    const body = response.body as GatewayHealth;
    expect(body.status).toBe('ok');
    expect(body.gateway.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(body.services).sort()).toEqual([...SERVICE_NAMES].sort());
    expect(body.services.builder).toMatchObject({ status: 'ok', version: '0.0.11' });
    expect(body.postgres.status).toBe('ok');
    expect(body.redis.status).toBe('ok');
  });

  it('asks every service its own /api/health, carrying the request id', async () => {
    const response = await request(gateway.app).get('/api/health').expect(200);
    for (const name of SERVICE_NAMES) {
      const last = gateway.upstreams[name].requests.at(-1);
      expect(last?.url).toBe('/api/health');
      expect(last?.headers['x-request-id']).toBe(response.headers['x-request-id']);
    }
  });

  it('is degraded (200) when Redis is down', async () => {
    gateway.probes.state.redis = { status: 'down', message: 'Redis at 127.0.0.1:6379: connect ECONNREFUSED' };
    const response = await request(gateway.app).get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'degraded', redis: { status: 'down' } });
  });

  it('is degraded (200) when a service reports degraded, with its reason', async () => {
    gateway.upstreams.atlas.handler = serviceHealth('atlas', 'degraded');
    const response = await request(gateway.app).get('/api/health').expect(200);
    expect(response.body.status).toBe('degraded');
    expect(response.body.services.atlas).toMatchObject({ status: 'degraded', message: 'Redis unreachable' });
  });

  it('is down (503) when PostgreSQL is down', async () => {
    gateway.probes.state.postgres = { status: 'down', message: 'PostgreSQL at 127.0.0.1:5432/eoa: ECONNREFUSED' };
    const response = await request(gateway.app).get('/api/health').expect(503);
    expect(response.body).toMatchObject({ status: 'down', postgres: { status: 'down' } });
  });

  it('is down (503) when a service answers 503 down', async () => {
    gateway.upstreams.loot.handler = serviceHealth('loot', 'down');
    const response = await request(gateway.app).get('/api/health').expect(503);
    expect(response.body.status).toBe('down');
    expect(response.body.services.loot).toMatchObject({ status: 'down', message: 'connection refused' });
  });

  it('is down (503) when a service hangs, saying it gave no answer within the per-service timeout', async () => {
    // They never answer: only the gateway's own timeout ends this request (else the test's timeout fails it).
    const hanging: ServiceName[] = ['builder', 'admin'];
    for (const name of hanging) gateway.upstreams[name].handler = () => undefined;
    const response = await request(gateway.app).get('/api/health').expect(503);
    for (const name of hanging) {
      expect(response.body.services[name]).toMatchObject({ status: 'down', message: `${gateway.upstreams[name].url} unreachable: no answer within 300 ms` });
    }
    expect(response.body.services.crafting.status).toBe('ok');
  });

  it('checks every service in parallel: two that answer only once both have been asked are both ok', async () => {
    // Checked one after the other, the first of the two would wait for the second, which is never asked before the
    // first gives up: both would be down. How long a check takes is npm run bench's figure, not this test's.
    const waiting: ServiceName[] = ['builder', 'admin'];
    const asked = new Set<ServiceName>();
    const answers: Array<() => void> = [];
    for (const name of waiting) {
      const answer = serviceHealth(name, 'ok');
      gateway.upstreams[name].handler = (req, res, body) => {
        asked.add(name);
        answers.push(() => answer(req, res, body));
        if (asked.size === waiting.length) for (const send of answers.splice(0)) send();
      };
    }
    const response = await request(gateway.app).get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    for (const name of waiting) expect(response.body.services[name]).toMatchObject({ status: 'ok', version: '0.0.11' });
  });

  it('is down when a service answers something that is not a health report', async () => {
    gateway.upstreams.crafting.handler = (_req, res) => {
      res.statusCode = 404;
      res.end('Cannot GET /api/health');
    };
    const response = await request(gateway.app).get('/api/health').expect(503);
    expect(response.body.services.crafting).toMatchObject({ status: 'down', message: expect.stringContaining('HTTP 404') });
  });
});

describe('health result reuse', () => {
  it('shares one check between concurrent requests and reuses it for the cache window', async () => {
    const gateway = await startTestGateway({}, { healthCacheMs: 60_000 });
    for (const name of SERVICE_NAMES) gateway.upstreams[name].handler = serviceHealth(name, 'ok');
    try {
      await Promise.all([request(gateway.app).get('/api/health'), request(gateway.app).get('/api/health')]);
      await request(gateway.app).get('/api/health').expect(200);
      expect(gateway.upstreams.builder.requests.filter((entry) => entry.url === '/api/health')).toHaveLength(1);
    } finally {
      await gateway.close();
    }
  });
});
