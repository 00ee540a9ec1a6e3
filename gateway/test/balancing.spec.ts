import request from 'supertest';
import type { GatewayHealth } from '@eoa/contracts';
import { SERVICE_NAMES } from '@eoa/contracts';
import { deadPort, startUpstream, type FakeUpstream, type UpstreamHandler } from './support/upstream.js';
import { startTestGateway, type TestGateway } from './support/gateway.js';

/** Which replica answered: the fake upstream's name is the replica's. */
const replicaOf = (response: request.Response) => (response.body as { service: string }).service;

const healthy: UpstreamHandler = (req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.url === '/api/health') {
    res.end(JSON.stringify({ service: 'any', status: 'ok', version: '0.0.11', uptimeSeconds: 1, postgres: { status: 'ok' }, redis: { status: 'ok' } }));
  } else {
    res.statusCode = 404;
    res.end('{}');
  }
};

describe('a service over several upstreams (BUILDER_URL=http://a,http://b)', () => {
  const started: FakeUpstream[] = [];
  let gateway: TestGateway | undefined;
  const upstream = async (name: string, port = 0) => {
    const server = await startUpstream(name, undefined, port);
    started.push(server);
    return server;
  };
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await Promise.all(started.splice(0).map((server) => server.close()));
  });

  it('takes the upstreams in turn (round robin), every request answered', async () => {
    const [a, b] = [await upstream('replica-a'), await upstream('replica-b')];
    gateway = await startTestGateway({ BUILDER_URL: `${a.url},${b.url}` });
    const replicas: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      replicas.push(replicaOf(await request(gateway.app).get(`/api/items/${index}`).expect(200)));
    }
    expect(replicas).toEqual(['replica-a', 'replica-b', 'replica-a', 'replica-b', 'replica-a', 'replica-b', 'replica-a', 'replica-b']);
    expect(a.requests.map((seen) => seen.url)).toEqual(['/api/items/0', '/api/items/2', '/api/items/4', '/api/items/6']);
  });

  it('sends a request that could not connect to the next upstream, skips the refusing one for a while, then tries it again', async () => {
    const a = await upstream('replica-a');
    const port = await deadPort();
    gateway = await startTestGateway({ BUILDER_URL: `http://127.0.0.1:${port},${a.url}` });
    const payload = { className: 'Hunter', raceName: 'Elf', level: 50 };
    for (let index = 0; index < 6; index += 1) {
      expect(replicaOf(await request(gateway.app).get(`/api/items/${index}`).expect(200))).toBe('replica-a');
      // A body is sent again, whole, to the upstream that takes it.
      await request(gateway.app).post('/api/character/calculate').send(payload).expect(200);
      expect(JSON.parse(a.requests.at(-1)?.body ?? '')).toEqual(payload);
    }
    // Refused once, then skipped: one warning, not one per request.
    const skipped = gateway.logger.records.filter((record) => record.message.includes('skipped for'));
    expect(skipped.map((record) => record.message)).toEqual([`builder upstream http://127.0.0.1:${port} skipped for 1000 ms: ECONNREFUSED`]);
    // The X-Forwarded-* of the failed attempt are not repeated on the retried one.
    expect(a.requests[0]?.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);

    // It comes back on its port: still skipped until its back-off (1 s) has passed, then in turn again.
    const b = await upstream('replica-b', port);
    await request(gateway.app).get('/api/items/100').expect(200);
    expect(b.requests).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const replicas = new Set<string>();
    for (let index = 0; index < 4; index += 1) replicas.add(replicaOf(await request(gateway.app).get(`/api/items/${index}`).expect(200)));
    expect([...replicas].sort()).toEqual(['replica-a', 'replica-b']);
  });

  it('answers 503 only when every upstream refuses, having tried each', async () => {
    const [first, second] = [await deadPort(), await deadPort()];
    gateway = await startTestGateway({ BUILDER_URL: `http://127.0.0.1:${first},http://127.0.0.1:${second}` });
    // The second time both are ejected: still both tried (one may be back), still 503.
    for (let round = 0; round < 2; round += 1) {
      const response = await request(gateway.app).get('/api/items/1').expect(503);
      expect(response.body).toMatchObject({ status: 503, code: 'routing.serviceUnavailable', detail: 'The builder service is unavailable' });
      const line = gateway.logger.records.filter((record) => record.message.startsWith('builder is unavailable')).at(-1)?.message ?? '';
      expect(line).toContain(`http://127.0.0.1:${first} ECONNREFUSED`);
      expect(line).toContain(`http://127.0.0.1:${second} ECONNREFUSED`);
    }
  });

  it('sends a GET again when the kept-alive socket of one replica was closed under it, but not a POST', async () => {
    const [a, b] = [await upstream('replica-a'), await upstream('replica-b')];
    gateway = await startTestGateway({ BUILDER_URL: `${a.url},${b.url}` });
    const agent = request(gateway.app);
    expect(replicaOf(await agent.get('/api/items/1').expect(200))).toBe('replica-a');
    // The client's "Connection: close" (supertest sends it) is about its own connection: a keeps the socket open.
    expect(a.requests[0]?.headers.connection).toBe('keep-alive');
    expect(replicaOf(await agent.get('/api/items/2').expect(200))).toBe('replica-b');
    // A replica that goes away mid-request: the connection is cut without an answer.
    a.handler = (req) => req.socket.destroy();
    expect(replicaOf(await agent.get('/api/items/3').expect(200))).toBe('replica-b');
    expect(replicaOf(await agent.get('/api/items/4').expect(200))).toBe('replica-b');
    // A POST may have reached the service before the cut: it is not repeated.
    await agent.post('/api/character/calculate').send({ level: 1 }).expect(503);
    expect(b.requests.filter((seen) => seen.method === 'POST')).toHaveLength(0);
  });
});

describe('GET /api/health with a service over several upstreams', () => {
  const started: FakeUpstream[] = [];
  let gateway: TestGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    await Promise.all(started.splice(0).map((server) => server.close()));
  });
  /** A test gateway whose other (fake) services all report ok. */
  const gatewayWithBuilderAt = async (builderUrl: string) => {
    const test = await startTestGateway({ BUILDER_URL: builderUrl }, { serviceHealthTimeoutMs: 500 });
    for (const name of SERVICE_NAMES) test.upstreams[name].handler = healthy;
    return test;
  };

  it('says how many answer: ok with all, degraded (200) with some, down (503) with none', async () => {
    const [a, b] = await Promise.all([startUpstream('a', healthy), startUpstream('b', healthy)]);
    started.push(a, b);
    const dead = `http://127.0.0.1:${await deadPort()}`;

    gateway = await gatewayWithBuilderAt(`${a.url},${b.url}`);
    const all = (await request(gateway.app).get('/api/health').expect(200)).body as GatewayHealth;
    expect(all.services.builder).toMatchObject({ status: 'ok', version: '0.0.11', upstreams: { up: 2, total: 2 } });
    expect(all.services.builder?.message).toBeUndefined();
    // A service with one upstream keeps the report it had.
    expect(all.services.loot?.upstreams).toBeUndefined();
    await gateway.close();

    gateway = await gatewayWithBuilderAt(`${a.url},${dead}`);
    const some = (await request(gateway.app).get('/api/health').expect(200)).body as GatewayHealth;
    expect(some.status).toBe('degraded');
    expect(some.services.builder).toMatchObject({ status: 'degraded', upstreams: { up: 1, total: 2 } });
    expect(some.services.builder?.message).toMatch(new RegExp(`^1 of 2 upstreams up; ${dead} unreachable: ECONNREFUSED$`));
    await gateway.close();

    const otherDead = `http://127.0.0.1:${await deadPort()}`;
    gateway = await gatewayWithBuilderAt(`${dead},${otherDead}`);
    const none = (await request(gateway.app).get('/api/health').expect(503)).body as GatewayHealth;
    expect(none.status).toBe('down');
    expect(none.services.builder).toMatchObject({ status: 'down', upstreams: { up: 0, total: 2 } });
  });
});
