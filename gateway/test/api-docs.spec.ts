import request from 'supertest';
import { SERVICE_NAMES } from '@eoa/contracts';
import { startTestGateway, type TestGateway } from './support/gateway.js';

describe('/api/docs: one Swagger UI page for every service', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('answers an HTML page that loads Swagger UI and its initializer from this origin, with no inline script', async () => {
    const response = await request(gateway.app).get('/api/docs').expect(200).expect('content-type', /html/);
    for (const asset of ['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/swagger-ui-standalone-preset.js', '/api/docs/init.js']) {
      expect(response.text).toContain(asset);
    }
    expect(response.text).not.toMatch(/<script>(?!<\/script>)/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('lists the five services in the picker, each with its document through the gateway', async () => {
    const response = await request(gateway.app).get('/api/docs/init.js').expect(200).expect('content-type', /javascript/);
    for (const service of SERVICE_NAMES) expect(response.text).toContain(`"url":"/api/${service}/docs-json"`);
    expect(response.text).toContain('validatorUrl: null');
  });

  it.each([
    ['swagger-ui.css', /text\/css/],
    ['swagger-ui-bundle.js', /javascript/],
    ['swagger-ui-standalone-preset.js', /javascript/],
  ])('serves %s with its type, cached', async (file, type) => {
    const response = await request(gateway.app).get(`/api/docs/assets/${file}`).expect(200).expect('content-type', type);
    expect(response.headers['cache-control']).toContain('max-age=86400');
  });

  it('answers 404 for a file it does not serve', async () => {
    // A dot segment never reaches the files (the gateway's request limits refuse it first).
    expect([400, 404]).toContain((await request(gateway.app).get('/api/docs/assets/../../package.json')).status);
    await request(gateway.app).get('/api/docs/assets/index.html').expect(404);
  });
});
