import { Body, Controller, Get, Module, Post, Query } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min, MinLength } from 'class-validator';
import request from 'supertest';
import { REQUEST_ID_HEADER } from '@eoa/contracts';
import { ClientIp } from './client-ip.decorator.js';
import { configureServiceApp } from './service.bootstrap.js';
import { ServiceLogger } from '../edge/service.logger.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

class EchoDto {
  @IsString()
  @MinLength(3, { message: 'name needs 3 characters' })
  name!: string;
}

class PageQuery {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(50, { message: 'pageSize must not be greater than 50' })
  pageSize = 50;
}

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
    throw new TooManyRequestsException('Too many submissions. Please wait before submitting again.', 42.2);
  }

  @Get('ip')
  ip(@ClientIp() ip: string): { ip: string } {
    return { ip };
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
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/nowhere', error: 'Not Found', requestId: 'gw-123' });
  });

  it('replaces an incoming request id that is not id-like', async () => {
    const res = await request(app.getHttpServer()).get('/api/nowhere').set(REQUEST_ID_HEADER, 'bad id\twith spaces');
    expect(res.headers[REQUEST_ID_HEADER]).not.toBe('bad id\twith spaces');
    expect(res.body.requestId).toBe(res.headers[REQUEST_ID_HEADER]);
  });

  it('shapes validation failures with message and details', async () => {
    const res = await request(app.getHttpServer()).post('/api/probe/echo').send({ name: 'Al', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Bad Request');
    expect(res.body.details).toEqual(expect.arrayContaining(['name needs 3 characters', 'property extra should not exist']));
    expect(res.body.message).toBe(res.body.details.join('; '));
    expect(typeof res.body.requestId).toBe('string');
  });

  it('converts query strings to the DTO types and bounds them', async () => {
    const ok = await request(app.getHttpServer()).get('/api/probe/page?pageSize=20');
    expect(ok.body).toEqual({ pageSize: 20, type: 'number' });
    const tooBig = await request(app.getHttpServer()).get('/api/probe/page?pageSize=51');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('pageSize must not be greater than 50');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/probe/echo')
      .set('Content-Type', 'application/json')
      .send('{"name": "Sam",');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Malformed JSON in request body', error: 'Bad Request' });
    expect(typeof res.body.requestId).toBe('string');
  });

  it('refuses a body above the limit with 413', async () => {
    const res = await request(app.getHttpServer()).post('/api/probe/echo').send({ name: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('hides unknown errors, logs them with the request id', async () => {
    const res = await request(app.getHttpServer()).get('/api/probe/boom').set(REQUEST_ID_HEADER, 'boom-1');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error', requestId: 'boom-1' });
    expect(JSON.stringify(res.body)).not.toContain('postgres://');
    expect(errors.some((line) => line.includes('boom-1') && line.includes('secret connection string'))).toBe(true);
  });

  it('sets Retry-After on a 429', async () => {
    const res = await request(app.getHttpServer()).get('/api/probe/limited');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('43');
    expect(res.body.message).toBe('Too many submissions. Please wait before submitting again.');
  });

  it('takes the client address from X-Forwarded-For only from a trusted (loopback) proxy', async () => {
    const res = await request(app.getHttpServer()).get('/api/probe/ip').set('X-Forwarded-For', '203.0.113.9');
    expect(res.body).toEqual({ ip: '203.0.113.9' });
  });

  it('serves the OpenAPI document at /api/<name>/docs-json', async () => {
    const res = await request(app.getHttpServer()).get('/api/probe/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.info).toMatchObject({ version: '1.2.3' });
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/probe/echo', '/api/probe/page']));
  });
});
