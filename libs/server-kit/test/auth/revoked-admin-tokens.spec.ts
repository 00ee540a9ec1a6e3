import { connect, createServer, type Server, type Socket } from 'node:net';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { RedisService } from '../../src/redis/redis.service.js';
import { RevokedAdminTokens } from '../../src/auth/revoked-admin-tokens.js';

/** A TCP relay in front of the real Redis that can be cut and brought back: an outage without stopping Redis. */
class SwitchableRelay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

async function until(condition: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const inAnHour = () => new Date(Date.now() + 3600_000);

describe('RevokedAdminTokens', () => {
  const base = loadConfig();
  const relay = new SwitchableRelay(new URL(base.redisUrl));
  let config: AppConfig;
  const services: RedisService[] = [];
  let direct: Redis;

  beforeAll(async () => {
    await relay.start();
    config = { ...base, redisUrl: `redis://127.0.0.1:${relay.port}`, redisPrefix: `${base.redisPrefix}denylist:` };
    direct = new Redis(base.redisUrl, { keyPrefix: config.redisPrefix });
    // Outage warnings are expected here.
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  });

  afterAll(async () => {
    await Promise.all(services.map((service) => service.onApplicationShutdown()));
    await relay.stop();
    direct.disconnect();
    // The mocks stay: connections closing after this still log (this file's module registry is its own).
  });

  async function replica(): Promise<{ redis: RedisService; denylist: RevokedAdminTokens }> {
    const redis = new RedisService(config, { name: 'kit-denylist', version: '0' });
    services.push(redis);
    await redis.onModuleInit();
    // With Redis the DataSource is never used.
    return { redis, denylist: new RevokedAdminTokens(redis, {} as DataSource) };
  }

  it('stores a revocation in Redis until the token expires, and every replica refuses it', async () => {
    const one = await replica();
    const two = await replica();
    await expect(one.denylist.state('token-a')).resolves.toBe('valid');
    await one.denylist.revoke('token-a', new Date(Date.now() + 60_000));
    const ttl = await direct.pttl('admin:revoked-token:token-a');
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await expect(one.denylist.state('token-a')).resolves.toBe('revoked');
    await expect(two.denylist.state('token-a')).resolves.toBe('revoked');
    await expect(two.denylist.state('token-b')).resolves.toBe('valid');
  });

  it('while Redis is down: answers from the list it read (revoked stays revoked), keeps a logout and writes it back later', async () => {
    const { redis, denylist } = await replica();
    await direct.set('admin:revoked-token:revoked-before', String(inAnHour().getTime()), 'PX', 3600_000);
    // First use reads the whole list into the mirror.
    await expect(denylist.state('someone')).resolves.toBe('valid');
    await until(() => (denylist as unknown as { mirrorLoaded: boolean }).mirrorLoaded);

    await relay.stop();
    await until(() => !redis.isReady);
    await expect(denylist.state('revoked-before')).resolves.toBe('revoked');
    await expect(denylist.state('still-valid')).resolves.toBe('valid');
    await denylist.revoke('revoked-during-outage', inAnHour());
    await expect(denylist.state('revoked-during-outage')).resolves.toBe('revoked');
    expect(await direct.exists('admin:revoked-token:revoked-during-outage')).toBe(0);

    await relay.start();
    await until(() => redis.isReady);
    // Written to Redis on reconnect, so the other replicas refuse it too.
    const deadline = Date.now() + 5000;
    while ((await direct.exists('admin:revoked-token:revoked-during-outage')) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await direct.exists('admin:revoked-token:revoked-during-outage')).toBe(1);
  });

  it('answers unknown (the guard says 503) when Redis is down and the list was never read', async () => {
    await relay.stop();
    try {
      const { redis, denylist } = await replica();
      expect(redis.isReady).toBe(false);
      await expect(denylist.state('any-token')).resolves.toBe('unknown');
    } finally {
      await relay.start();
    }
  });

  it('ignores a revocation of a token that has already expired', async () => {
    const { denylist } = await replica();
    await denylist.revoke('long-gone', new Date(Date.now() - 1000));
    expect(await direct.exists('admin:revoked-token:long-gone')).toBe(0);
  });
});
