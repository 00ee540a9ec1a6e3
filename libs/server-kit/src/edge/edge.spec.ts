import { describe, expect, it } from '@jest/globals';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { acceptRequestId, accessRecord, assignRequestId, pathForLogs } from './index.js';

describe('acceptRequestId: one rule for the gateway and the services', () => {
  it('keeps an id-like header, the gateway’s UUIDs and ids with @ or : included', () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', 'req.42', 'trace:abc@edge-1', 'a'.repeat(128)]) expect(acceptRequestId(id)).toBe(id);
  });

  it('replaces anything else with a new UUID', () => {
    for (const bad of [undefined, '', 'a'.repeat(129), 'has space', 'line\nbreak', 'x<script>', ['a', 'b']]) {
      expect(acceptRequestId(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

describe('pathForLogs', () => {
  it('leaves the query string out of every logged URL', () => {
    expect(pathForLogs('/api/items/search?q=my+secret+build&page=2')).toBe('/api/items/search');
    expect(pathForLogs('/api/health')).toBe('/api/health');
    expect(pathForLogs('/api/x?')).toBe('/api/x');
  });
});

describe('assignRequestId', () => {
  it('puts the accepted id on the request (forwarded) and the response (returned)', () => {
    const req = new IncomingMessage(new Socket());
    req.headers['x-request-id'] = 'has space';
    const res = new ServerResponse(req);
    const id = assignRequestId(req, res);
    expect(id).not.toBe('has space');
    expect(req.headers['x-request-id']).toBe(id);
    expect(res.getHeader('x-request-id')).toBe(id);
  });
});

describe('accessRecord: the one access line', () => {
  it('says method, path without the query string, status, duration and client address', () => {
    const { line, fields } = accessRecord({ method: 'GET', originalUrl: '/api/quests/7?lang=de&name=Frodo', ip: '203.0.113.9' }, 200, performance.now());
    expect(fields).toEqual({ method: 'GET', path: '/api/quests/7', status: 200, durationMs: expect.any(Number), ip: '203.0.113.9' });
    expect(line).toBe(`GET /api/quests/7 200 ${fields.durationMs}ms ip=203.0.113.9`);
  });
});
