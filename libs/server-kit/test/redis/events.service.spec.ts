import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { DomainEvent } from '@eoa/contracts';
import { loadConfig } from '../../src/config.js';
import type { ServiceInfo } from '../../src/core/tokens.js';
import type { PgNotifications } from '../../src/coordination/pg-notifications.js';
import { EventsService } from '../../src/redis/events.service.js';
import { RedisService } from '../../src/redis/redis.service.js';

const service: ServiceInfo = { name: 'kit-events', version: '0.0.0' };

describe('EventsService', () => {
  let redis: RedisService;
  let events: EventsService;

  beforeAll(async () => {
    const config = loadConfig();
    redis = new RedisService(config, service);
    // With Redis the PostgreSQL notifications are never used.
    events = new EventsService(redis, {} as PgNotifications, config);
    await redis.onModuleInit();
  });

  afterAll(async () => {
    await redis.onApplicationShutdown();
  });

  it('uses a channel under the run prefix', () => {
    expect(events.channel).toBe(`${loadConfig().redisPrefix}eoa:events`);
  });

  it('delivers a published event to subscribers and stops after unsubscribe', async () => {
    const received: DomainEvent[] = [];
    const unsubscribe = events.subscribe((event) => {
      received.push(event);
    });
    await expect(events.whenListening()).resolves.toBe(true);

    await expect(events.publish({ type: 'settings.changed', keys: ['app_version'] })).resolves.toBe(true);
    const deadline = Date.now() + 2000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([{ type: 'settings.changed', keys: ['app_version'] }]);

    unsubscribe();
    await events.publish({ type: 'settings.changed', keys: ['data_version'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(1);
  });

  it('ignores messages that are not events and keeps running after a failing handler', async () => {
    const logged: string[] = [];
    const capture = (message: unknown) => {
      logged.push(String(message));
    };
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(capture);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(capture);
    const received: string[] = [];
    events.subscribe(() => {
      throw new Error('handler bug');
    });
    events.subscribe((event) => {
      received.push(event.type);
    });
    await events.whenListening();
    await redis.client.publish(events.channel, 'not json');
    await redis.client.publish(events.channel, JSON.stringify({ nope: true }));
    await events.publish({ type: 'data.changed', service: 'builder' });
    const deadline = Date.now() + 2000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual(['data.changed']);
    expect(logged).toEqual(['Ignored an event that is not JSON', 'Ignored an event without a type', 'Handler of data.changed failed: handler bug']);
    jest.restoreAllMocks();
  });
});
