import type { ArgumentsHost } from '@nestjs/common';
import pg from 'pg';
import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { closedPort } from '../../testing/index.mjs';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a PostgreSQL that cannot be reached, from a real pool', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none`, connectionTimeoutMillis: 1000 });
    const failure = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('recognises a server shutting down or starting, also wrapped by TypeORM', () => {
    const shutdown = withCode('terminating connection due to administrator command', '57P01');
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(new QueryFailedError('select 1', [], shutdown))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('recognises a transaction whose connection the pool dropped before its commit (seen in the chaos suite)', () => {
    expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' }))).toBe(true);
  });

  it('leaves real faults alone: a bad query, a constraint, a bug', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new QueryFailedError('select x', [], withCode('column "x" does not exist', '42703')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('ApiExceptionFilter with PostgreSQL gone', () => {
  it('answers 503 with a message for the client, not a 500', () => {
    const sent: { status?: number; body?: unknown; vary?: string; type?: string } = {};
    const response = {
      headersSent: false,
      setHeader: () => undefined,
      vary(field: string) {
        sent.vary = field;
        return this;
      },
      status(code: number) {
        sent.status = code;
        return this;
      },
      type(contentType: string) {
        sent.type = contentType;
        return this;
      },
      send(body: string) {
        sent.body = JSON.parse(body);
      },
    };
    const host = {
      switchToHttp: () => ({ getRequest: () => ({ method: 'POST', originalUrl: '/api/corrections', path: '/api/corrections', headers: {} }), getResponse: () => response }),
    } as unknown as ArgumentsHost;
    const filter = new ApiExceptionFilter();
    // The warning it logs is expected.
    (filter as unknown as { logger: { warn: () => void } }).logger.warn = () => undefined;
    filter.catch(new QueryFailedError('insert', [], withCode('terminating connection due to administrator command', '57P01')), host);
    expect(sent.status).toBe(503);
    expect(sent.body).toMatchObject({
      status: 503,
      code: 'status.databaseUnavailable',
      detail: 'The database is unavailable at the moment; please try again shortly',
      title: 'Service Unavailable',
      instance: '/api/corrections',
    });
    expect(sent.type).toBe('application/problem+json');
    expect(sent.vary).toBe('Accept-Language');
  });
});
