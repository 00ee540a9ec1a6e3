import request from 'supertest';
import type { Problem } from '@eoa/contracts';
import { problemTexts } from '@eoa/server-kit/edge';
import { eventually } from '@eoa/server-kit/testing';
import { deadPort, startUpstream, type FakeUpstream } from './support/upstream.js';
import { startTestGateway, type TestGateway } from './support/gateway.js';

describe('proxying /api to the services', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway.close();
  });

  it.each([
    ['/api/items?page=1&pageSize=50000', 'builder'],
    ['/api/items/42', 'builder'],
    ['/api/items/42/dropsources', 'loot'],
    ['/api/set', 'builder'],
    ['/api/set/1', 'builder'],
    ['/api/set/item/2', 'builder'],
    ['/api/trait/available?className=Hunter', 'builder'],
    ['/api/progression', 'builder'],
    ['/api/character/classes', 'builder'],
    ['/api/data/version', 'builder'],
    ['/api/icons/1090519043', 'builder'],
    ['/api/icons/bosses/Thorog.png', 'loot'],
    ['/api/loot/boss-tables', 'loot'],
    ['/api/recipe/optimal-path?profession=Cook', 'crafting'],
    ['/api/maps/268437557/links?lang=en', 'atlas'],
    ['/api/quests/12', 'atlas'],
    ['/api/npcs/aggro-types', 'atlas'],
    ['/api/admin/stats', 'admin'],
    ['/api/corrections/public', 'admin'],
    ['/api/homepage/app-info', 'admin'],
    ['/api/language/ui-translations?lang=de', 'admin'],
    ['/api/builder/docs-json', 'builder'],
    ['/api/crafting/docs-json', 'crafting'],
    ['/api/atlas/docs-json', 'atlas'],
    ['/api/loot/docs-json', 'loot'],
    ['/api/admin/docs-json', 'admin'],
  ])('%s goes to %s with its full path', async (path, service) => {
    const response = await request(gateway.app).get(path).expect(200);
    expect(response.body).toEqual({ service, url: path });
  });

  // /api/internal/* are the services' service-to-service calls (atlas ↔ admin): never reachable from outside.
  it.each(['/api/settings', '/api/traits', '/api/nothing-here', '/api', '/api/internal/editorial', '/api/internal/quests?lang=en', '/api/internal/quests/12', '/api/internal/maps/zones'])('%s is a 404 problem answer, sent to no service', async (path) => {
    const before = Object.values(gateway.upstreams).reduce((count, upstream) => count + upstream.requests.length, 0);
    const response = await request(gateway.app).get(path).expect(404).expect('content-type', /^application\/problem\+json/);
    const body = response.body as Problem;
    expect(body).toMatchObject({ status: 404, title: 'Not Found', code: 'routing.noApiRoute', params: { method: 'GET' } });
    expect(body.requestId).toBe(response.headers['x-request-id']);
    const after = Object.values(gateway.upstreams).reduce((count, upstream) => count + upstream.requests.length, 0);
    expect(after).toBe(before);
  });

  it('generates a request id, forwards it to the service and returns it', async () => {
    const response = await request(gateway.app).get('/api/recipe/1').expect(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(gateway.upstreams.crafting.requests.at(-1)?.headers['x-request-id']).toBe(id);
  });

  it('keeps a valid incoming request id and replaces an invalid one', async () => {
    const kept = await request(gateway.app).get('/api/recipe/2').set('X-Request-Id', 'client-abc.123').expect(200);
    expect(kept.headers['x-request-id']).toBe('client-abc.123');
    expect(gateway.upstreams.crafting.requests.at(-1)?.headers['x-request-id']).toBe('client-abc.123');

    const replaced = await request(gateway.app).get('/api/recipe/3').set('X-Request-Id', 'bad id\twith spaces').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs method, path, status, duration and request id', async () => {
    const response = await request(gateway.app).get('/api/quests/7?lang=de').expect(200);
    const record = gateway.logger.records.find((entry) => entry.fields?.requestId === response.headers['x-request-id']);
    expect(record?.fields).toMatchObject({ method: 'GET', path: '/api/quests/7', status: 200 });
    expect(typeof record?.fields?.durationMs).toBe('number');
    expect(record?.message).toMatch(/^GET \/api\/quests\/7 200 [\d.]+ms ip=\S+$/);
    expect(record?.message).not.toContain('lang=de');
  });

  it('sets X-Forwarded-For/Proto itself and drops the ones a client sends', async () => {
    await request(gateway.app).get('/api/maps').set('X-Forwarded-For', '6.6.6.6').set('X-Forwarded-Proto', 'https').expect(200);
    const headers = gateway.upstreams.atlas.requests.at(-1)?.headers ?? {};
    expect(headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(headers['x-forwarded-proto']).toBe('http');
  });

  it('forwards a POST body untouched', async () => {
    const payload = { className: 'Hunter', raceName: 'Elf', level: 50, equipment: { head: 1 }, equippedTraits: [] };
    await request(gateway.app).post('/api/character/calculate').send(payload).expect(200);
    const received = gateway.upstreams.builder.requests.at(-1);
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/api/character/calculate');
    expect(received?.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(received?.body ?? '')).toEqual(payload);
  });

  it('forwards a PUT body and the service status and headers', async () => {
    gateway.upstreams.admin.handler = (_req, res, body) => {
      res.statusCode = 201;
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-service-header', 'kept');
      res.end(JSON.stringify({ echoed: JSON.parse(body) }));
    };
    const response = await request(gateway.app)
      .put('/api/admin/settings/theme')
      .set('Authorization', 'Bearer token-1')
      .send({ value: 'dark' })
      .expect(201);
    expect(response.body).toEqual({ echoed: { value: 'dark' } });
    expect(response.headers['x-service-header']).toBe('kept');
    expect(gateway.upstreams.admin.requests.at(-1)?.headers.authorization).toBe('Bearer token-1');
  });

  it('passes a service error through as the service wrote it', async () => {
    gateway.upstreams.atlas.handler = (_req, res) => {
      res.statusCode = 400;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: 400, code: 'field.number', params: { field: 'id' }, detail: 'id must be a number' }));
    };
    const response = await request(gateway.app).get('/api/quests/abc').expect(400);
    expect(response.body).toMatchObject({ code: 'field.number', detail: 'id must be a number' });
  });

  it('compresses large responses', async () => {
    gateway.upstreams.builder.handler = (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ items: Array.from({ length: 500 }, (_, id) => ({ id, name: `Item ${id}` })) }));
    };
    const response = await request(gateway.app).get('/api/items').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.items).toHaveLength(500);
  });
});

describe('a service that is down or slow', () => {
  let gateway: TestGateway;
  let slow: FakeUpstream;
  /** Paths of crafting's requests whose connection has been closed (crafting itself never closes one). */
  const cut: string[] = [];
  beforeAll(async () => {
    slow = await startUpstream('crafting', (req, res) => {
      // Never answers: the gateway's timeout has to.
      res.once('close', () => cut.push(req.url ?? ''));
    });
    gateway = await startTestGateway({
      ADMIN_URL: `http://127.0.0.1:${await deadPort()}`,
      CRAFTING_URL: slow.url,
      UPSTREAM_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await gateway.close();
    await slow.close();
  });

  it('answers 503 naming the service when it refuses connections, from the refusal (no wait for the timeout)', async () => {
    const response = await request(gateway.app).post('/api/corrections').send({ entityType: 'item' }).expect(503);
    // Waiting the upstream timeout out would have answered 504 (below): a 503 came from the refusal itself.
    expect(response.body).toMatchObject({
      status: 503,
      title: 'Service Unavailable',
      code: 'routing.serviceUnavailable',
      params: { service: 'admin' },
      detail: 'The admin service is unavailable',
      requestId: response.headers['x-request-id'],
    });
    const warning = gateway.logger.records.find((entry) => entry.level === 'warn' && entry.fields?.requestId === response.headers['x-request-id']);
    expect(warning?.message).toMatch(/^admin is unavailable at .*ECONNREFUSED$/);
  });

  it("writes its own error texts in the request's language, a long path cut", async () => {
    const german = await request(gateway.app).post('/api/corrections').set('Accept-Language', 'de-AT,de;q=0.9,en;q=0.5').send({}).expect(503);
    expect((german.body as Problem).detail).toBe(problemTexts().detail('routing.serviceUnavailable', { service: 'admin' }, 'de'));
    expect((german.body as Problem).detail).not.toBe('The admin service is unavailable');
    expect((german.body as Problem).title).toBe('Dienst nicht verfügbar');
    const path = `/api/${'x'.repeat(1_000)}`;
    const russian = await request(gateway.app).get(path).set('Accept-Language', 'ru').expect(404);
    const cut = `${path.slice(0, 200)}…`;
    expect((russian.body as Problem).params).toEqual({ method: 'GET', path: cut });
    expect((russian.body as Problem).detail).toBe(problemTexts().detail('routing.noApiRoute', { method: 'GET', path: cut }, 'ru'));
    expect((russian.body as Problem).detail.length).toBeLessThan(300);
  });

  it('answers 504 when the service does not answer within the upstream timeout, and stops asking it', async () => {
    // crafting never answers: only the gateway's timeout ends this request (else the test's own timeout fails it).
    const response = await request(gateway.app).get('/api/recipe').expect(504);
    expect(response.body).toMatchObject({ status: 504, title: 'Gateway Timeout', code: 'routing.serviceTimeout', detail: 'The crafting service did not answer in time' });
    // Given up on a request crafting had received (not answered before asking), whose connection the gateway then cut.
    expect(slow.requests.map((entry) => entry.url)).toContain('/api/recipe');
    expect(await eventually(() => cut.includes('/api/recipe'))).toBe(true);
  });

  it('keeps the query string out of every line it logs about a failed request, the proxy error included', async () => {
    const response = await request(gateway.app).get('/api/recipe/search?q=player%20secret&name=Frodo').expect(504);
    const lines = gateway.logger.records.filter((entry) => entry.fields?.requestId === response.headers['x-request-id']);
    expect(lines.map((entry) => entry.message)).toEqual([
      'crafting did not answer within 300 ms',
      expect.stringMatching(/^GET \/api\/recipe\/search 504 [\d.]+ms ip=\S+$/),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret|Frodo|\?/);
  });

  it('keeps serving other services meanwhile', async () => {
    await request(gateway.app).get('/api/items/1').expect(200);
  });
});

describe('a service that crashes and is restarted (npm start supervises it)', () => {
  let gateway: TestGateway;
  let loot: FakeUpstream;
  beforeAll(async () => {
    loot = await startUpstream('loot');
    gateway = await startTestGateway({ LOOT_URL: loot.url });
  });
  afterAll(async () => {
    await gateway.close();
    await loot.close();
  });

  it('answers 503 for its routes only while it is down, then 200 again once it is back on its port', async () => {
    // A first request leaves a kept-alive socket in the gateway's agent, which the crash then kills.
    await request(gateway.app).get('/api/loot/boss-tables').expect(200);
    const port = Number(new URL(loot.url).port);
    await loot.close();

    const down = await request(gateway.app).get('/api/loot/boss-tables').expect(503).expect('content-type', /^application\/problem\+json/);
    expect(down.body).toEqual({
      type: 'urn:eoa-companion:problem:routing.serviceUnavailable',
      status: 503,
      title: 'Service Unavailable',
      code: 'routing.serviceUnavailable',
      params: { service: 'loot' },
      detail: 'The loot service is unavailable',
      instance: '/api/loot/boss-tables',
      requestId: down.headers['x-request-id'],
    });
    await request(gateway.app).get('/api/items/42/dropsources').expect(503);
    // Every other service keeps answering.
    await request(gateway.app).get('/api/items/42').expect(200);
    await request(gateway.app).get('/api/quests/12').expect(200);

    loot = await startUpstream('loot', undefined, port);
    const back = await request(gateway.app).get('/api/loot/boss-tables').expect(200);
    expect(back.body).toEqual({ service: 'loot', url: '/api/loot/boss-tables' });
  });
});
