import { Body, Controller, Get, Module, Post, Query } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { z } from 'zod';
import { queryInt, REQUEST_ID_HEADER } from '@eoa/contracts';
import { ClientIp } from './client-ip.decorator.js';
import { IdParam } from './params.js';
import { configureServiceApp } from './service.bootstrap.js';
import { ServiceLogger } from '../edge/service.logger.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';
import { zodDto } from './zod-validation.js';

class EchoDto extends zodDto(z.strictObject({ name: z.string().min(3) })) {}

class PageQuery extends zodDto(z.strictObject({ pageSize: queryInt(z.int().min(1).max(50)).default(50) })) {}

@Controller('probe')
class ProbeController {
  @Post('echo')
  echo(@Body() body: EchoDto): EchoDto {
    return body;
  }

  @Get('page')
  page(@Query() query: PageQuery): { pageSize: number; type: string } {
    return { pageSize: query.pageSize, type: typeof query.pageSize };
  }

  @Get('boom')
  boom(): never {
    throw new Error('secret connection string postgres://u:p@db');
  }

  @Get('limited')
  limited(): never {
    throw new TooManyRequestsException('admin.tooManySubmissions', {}, 42.2);
  }

  @Get('ip')
  ip(@ClientIp() ip: string): { ip: string } {
    return { ip };
  }

  @Get('things/:id')
  thing(@IdParam() id: number, @Query('q') q?: string): { id: number; q?: string } {
    return { id, q };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('configureServiceApp', () => {
  let app: NestExpressApplication;
  const errors: string[] = [];

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false });
    const logger = new ServiceLogger('probe', 'pretty', ['error']);
    logger.error = (message: unknown) => {
      errors.push(String(message));
    };
    configureServiceApp(app, { name: 'probe', version: '1.2.3', logger, jsonBodyLimit: '1kb' });
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  it('serves routes under /api and echoes a generated request id', async () => {
    const res = await request(app.getHttpServer()).post('/api/probe/echo').send({ name: 'Frodo' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'Frodo' });
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reuses an incoming request id and puts it in error bodies', async () => {
    const res = await request(app.getHttpServer()).get('/api/nowhere').set(REQUEST_ID_HEADER, 'gw-123');
    expect(res.status).toBe(404);
    expect(res.headers[REQUEST_ID_HEADER]).toBe('gw-123');
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toEqual({
      type: 'urn:eoa-companion:problem:routing.cannot',
      title: 'Not Found',
      status: 404,
      detail: 'Cannot GET /api/nowhere',
      code: 'routing.cannot',
      params: { method: 'GET', path: '/api/nowhere' },
      instance: '/api/nowhere',
      requestId: 'gw-123',
    });
  });

  it('replaces an incoming request id that is not id-like', async () => {
    const res = await request(app.getHttpServer()).get('/api/nowhere').set(REQUEST_ID_HEADER, 'bad id\twith spaces');
    expect(res.headers[REQUEST_ID_HEADER]).not.toBe('bad id\twith spaces');
    expect(res.body.requestId).toBe(res.headers[REQUEST_ID_HEADER]);
  });

  it('shapes validation failures as request.invalid with one issue per field', async () => {
    const res = await request(app.getHttpServer()).post('/api/probe/echo').send({ name: 'Al', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('request.invalid');
    const details = (res.body.errors as { detail: string }[]).map((issue) => issue.detail);
    expect(details).toEqual(expect.arrayContaining(['name must be at least 3 characters', 'property extra should not exist']));
    expect(res.body.detail).toBe(details.join('; '));
    expect(typeof res.body.requestId).toBe('string');
  });

  it('converts query strings to the DTO types and bounds them', async () => {
    const ok = await request(app.getHttpServer()).get('/api/probe/page?pageSize=20');
    expect(ok.body).toEqual({ pageSize: 20, type: 'number' });
    const tooBig = await request(app.getHttpServer()).get('/api/probe/page?pageSize=51');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.detail).toBe('pageSize must not be greater than 50');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/probe/echo')
      .set('Content-Type', 'application/json')
      .send('{"name": "Sam",');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, code: 'request.malformedJson', detail: 'Malformed JSON in request body', title: 'Bad Request' });
    expect(typeof res.body.requestId).toBe('string');
  });

  it('refuses a body above the limit with 413', async () => {
    const res = await request(app.getHttpServer()).post('/api/probe/echo').send({ name: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 413, code: 'request.entityTooLarge', title: 'Content Too Large' });
  });

  it('hides unknown errors, logs them with the request id', async () => {
    const res = await request(app.getHttpServer()).get('/api/probe/boom').set(REQUEST_ID_HEADER, 'boom-1');
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ status: 500, code: 'status.internalError', detail: 'Internal server error', title: 'Internal Server Error', requestId: 'boom-1' });
    expect(JSON.stringify(res.body)).not.toContain('postgres://');
    expect(errors.some((line) => line.includes('boom-1') && line.includes('secret connection string'))).toBe(true);
  });

  it('sets Retry-After on a 429', async () => {
    const res = await request(app.getHttpServer()).get('/api/probe/limited');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('43');
    expect(res.body).toMatchObject({ code: 'admin.tooManySubmissions', detail: 'Too many submissions. Please wait before submitting again.' });
  });

  it('takes the client address from X-Forwarded-For only from a trusted (loopback) proxy', async () => {
    const res = await request(app.getHttpServer()).get('/api/probe/ip').set('X-Forwarded-For', '203.0.113.9');
    expect(res.body).toEqual({ ip: '203.0.113.9' });
  });

  describe('input hygiene, before any route', () => {
    const badRequest = async (call: request.Test, message: string) => {
      const res = await call;
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 400, detail: message, title: 'Bad Request', requestId: res.headers[REQUEST_ID_HEADER] });
      expect(res.body.code).not.toBe('status.clientError');
    };
    const http = () => request(app.getHttpServer());

    it('refuses a NUL byte, bad escapes and over-long values in the path and the query string', async () => {
      // The issue's example: PostgreSQL would refuse the NUL and the service answered 500.
      await badRequest(http().get('/api/probe/things/1?q=%00'), 'The query parameter q contains a NUL byte');
      await badRequest(http().get('/api/probe/things/1?q=%C0%80'), 'The query string is not valid UTF-8 percent-encoding');
      await badRequest(http().get('/api/probe/things/1?q=%ED%A0%80'), 'The query string is not valid UTF-8 percent-encoding');
      await badRequest(http().get('/api/probe/things/1%00'), 'A path segment contains a NUL byte');
      await badRequest(http().get('/api/probe/things/%E2%82'), 'The path is not valid UTF-8 percent-encoding');
      await badRequest(http().get(`/api/probe/things/1?q=${'a'.repeat(12_001)}`), 'The query parameter q is longer than 12000 characters');
      await badRequest(http().get(`/api/probe/${'a'.repeat(1001)}`), 'A path segment is longer than 1000 characters');
      await badRequest(http().get(`/api/probe/things/1?q=${'a'.repeat(12_300)}`), 'The request URL is longer than 12288 characters');
    });

    it('refuses NUL, lone surrogates, non-UTF-8 bytes and deep nesting in a JSON body', async () => {
      await badRequest(http().post('/api/probe/echo').send({ name: 'Sam\u0000' }), 'body.name contains a NUL byte');
      // A JSON escape of a lone surrogate parses to a string PostgreSQL cannot store as UTF-8.
      await badRequest(http().post('/api/probe/echo').set('Content-Type', 'application/json').send('{"name":"\\ud800abc"}'), 'body.name is not valid Unicode text');
      await badRequest(
        // serialize: the bytes as they are (superagent would send a Buffer under a JSON type as JSON).
        http()
          .post('/api/probe/echo')
          .set('Content-Type', 'application/json')
          .serialize(((bytes: Buffer) => bytes) as unknown as (body: unknown) => string)
          .send(Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d])),
        'The request body is not valid UTF-8',
      );
      await badRequest(http().post('/api/probe/echo').set('Content-Type', 'application/json').send(`${'['.repeat(40)}${']'.repeat(40)}`), 'The JSON body is nested deeper than 32 levels');
    });

    it('refuses a data header with characters it cannot have, and keeps ordinary browser headers', async () => {
      await badRequest(http().get('/api/probe/things/1').set('Accept-Language', 'd\u00e9'), 'The accept-language header contains characters it cannot have');
      await badRequest(http().get('/api/probe/things/1').set('If-None-Match', `"${'a'.repeat(1001)}"`), 'The if-none-match header is longer than 1000 characters');
      const ok = await http()
        .get('/api/probe/things/7?q=%C3%A9p%C3%A9e%20%F0%9F%90%89')
        .set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8')
        .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36')
        .set('Cookie', `session=${'c'.repeat(3000)}`)
        .set('Referer', 'http://localhost:3000/character-builder?build=N4Ig%E2%80%A6');
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ id: 7, q: 'épée 🐉' });
    });

    it('an integer path parameter says what is wrong with it', async () => {
      await badRequest(http().get('/api/probe/things/99999999999'), 'id must be at most 2147483647');
      for (const bad of ['0', '-1', '1.5', '1e3', 'abc']) await badRequest(http().get(`/api/probe/things/${bad}`), 'id must be a positive integer');
      expect((await http().get('/api/probe/things/2147483647')).body).toEqual({ id: 2_147_483_647 });
    });
  });

  it('documents an integer path parameter with its bounds', async () => {
    const res = await request(app.getHttpServer()).get('/api/probe/docs-json');
    const parameters = res.body.paths['/api/probe/things/{id}'].get.parameters as { name: string; in: string; schema: object }[];
    expect(parameters.filter((parameter) => parameter.in === 'path')).toEqual([
      expect.objectContaining({ name: 'id', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }),
    ]);
  });

  it('serves the OpenAPI document at /api/<name>/docs-json', async () => {
    const res = await request(app.getHttpServer()).get('/api/probe/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.info).toMatchObject({ version: '1.2.3' });
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/probe/echo', '/api/probe/page']));
  });

  it('documents the error answers every route shares as problem details (contracts ProblemSchema)', async () => {
    const { body: document } = await request(app.getHttpServer()).get('/api/probe/docs-json');
    const errorShape = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
    expect(document.components.schemas.Problem).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['type', 'title', 'status', 'detail', 'code', 'params']),
      properties: { status: { type: 'integer' }, detail: { type: 'string' }, code: { type: 'string' }, errors: { type: 'array' } },
    });
    const page = document.paths['/api/probe/page'].get.responses;
    expect(page['400']).toMatchObject({ content: errorShape });
    expect(page['413']).toBeUndefined();
    const echo = document.paths['/api/probe/echo'].post.responses;
    expect(echo['400']).toMatchObject({ content: errorShape });
    expect(echo['413']).toMatchObject({ description: 'The JSON body is larger than the limit', content: errorShape });
  });
});
