import { describe, expect, it } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { currentRequestId } from '../edge/request-context.js';
import { requestIdMiddleware } from './request-id.middleware.js';

/** A logger that keeps each line with the request id the logger itself would print. */
function recordingLogger() {
  const lines: { level: string; message: string; requestId?: string }[] = [];
  const write = (level: string) => (message: unknown) => {
    lines.push({ level, message: String(message), requestId: currentRequestId() });
  };
  const logger: LoggerService = { log: write('log'), error: write('error'), warn: write('warn'), verbose: write('verbose') };
  return { lines, logger };
}

function appWith(logger: LoggerService) {
  const app = express();
  app.use(requestIdMiddleware(logger));
  app.get('/api/items/search', (req, res) => {
    res.json({ requestId: currentRequestId() });
  });
  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  return app;
}

describe('requestIdMiddleware (the services)', () => {
  it('writes one access line per request, without the query string, naming the request id', async () => {
    const { lines, logger } = recordingLogger();
    const response = await request(appWith(logger)).get('/api/items/search?q=my%20secret%20build&page=2').expect(200);
    const id = response.headers['x-request-id'];
    expect(response.body).toEqual({ requestId: id });
    expect(lines).toEqual([{ level: 'log', message: expect.stringMatching(/^GET \/api\/items\/search 200 [\d.]+ms ip=\S+$/), requestId: id }]);
    expect(lines[0]?.message).not.toContain('secret');
  });

  it('keeps an id the gateway keeps and replaces one it would replace (the same rule)', async () => {
    const { logger } = recordingLogger();
    const app = appWith(logger);
    const kept = await request(app).get('/api/items/search').set('X-Request-Id', 'trace:abc@edge-1').expect(200);
    expect(kept.headers['x-request-id']).toBe('trace:abc@edge-1');
    const replaced = await request(app).get('/api/items/search').set('X-Request-Id', 'bad id<script>').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(replaced.body).toEqual({ requestId: replaced.headers['x-request-id'] });
  });

  it('logs health polls at verbose level only', async () => {
    const { lines, logger } = recordingLogger();
    await request(appWith(logger)).get('/api/health?probe=1').expect(200);
    expect(lines).toEqual([{ level: 'verbose', message: expect.stringMatching(/^GET \/api\/health 200 /), requestId: expect.any(String) }]);
  });
});
