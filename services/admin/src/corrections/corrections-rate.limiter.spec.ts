import { createServer } from 'node:net';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig, RateLimiters, RedisService, TooManyRequestsException } from '@eoa/server-kit';
import type { DataSource } from 'typeorm';
import { CorrectionsRateLimiter } from './corrections-rate.limiter.js';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('CorrectionsRateLimiter while Redis is down', () => {
  let redis: RedisService;

  afterEach(async () => {
    await redis.onApplicationShutdown();
    jest.restoreAllMocks();
  });

  it('still limits, with the in-memory insurance limiter', async () => {
    const config = { ...loadConfig(), redisUrl: `redis://127.0.0.1:${await closedPort()}`, correctionsRateLimit: 2, correctionsRateWindowSeconds: 60 };
    // The outage warning is expected here.
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    redis = new RedisService(config, { name: 'admin-test', version: '0' });
    await redis.onModuleInit();
    // With Redis configured the limiters never touch PostgreSQL.
    const limiter = new CorrectionsRateLimiter(new RateLimiters(redis, {} as DataSource), config);

    await expect(limiter.consume('192.0.2.1')).resolves.toBeUndefined();
    await expect(limiter.consume('192.0.2.1')).resolves.toBeUndefined();
    const third = limiter.consume('192.0.2.1');
    await expect(third).rejects.toBeInstanceOf(TooManyRequestsException);
    await expect(third).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    // Per address: another client may still submit.
    await expect(limiter.consume('192.0.2.2')).resolves.toBeUndefined();
  });
});
