import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { EVENTS_CHANNEL, type DomainEvent } from '@eoa/contracts';
import type { AppConfig } from '../config.js';
import { PgNotifications } from '../coordination/pg-notifications.js';
import { APP_CONFIG } from '../core/tokens.js';
import { RedisService } from './redis.service.js';

export type DomainEventHandler = (event: DomainEvent) => void | Promise<void>;

function isDomainEvent(value: unknown): value is DomainEvent {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * Publishes and receives DomainEvents on Redis pub/sub (`<REDIS_PREFIX>` + EVENTS_CHANNEL, so
 * deployments and test runs sharing a Redis do not hear each other) — or, without Redis (REDIS_URL=none),
 * over PostgreSQL LISTEN/NOTIFY on a channel of the same name. Delivery is best effort:
 * a lost event only delays freshness, because every cache also carries a TTL.
 */
@Injectable()
export class EventsService {
  readonly channel: string;
  private readonly logger = new Logger('Events');
  private readonly handlers = new Set<DomainEventHandler>();
  private subscriber?: Redis;
  private unlisten?: () => void;

  constructor(
    private readonly redis: RedisService,
    private readonly notifications: PgNotifications,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.channel = config.redisPrefix + EVENTS_CHANNEL;
  }

  /** Without Redis (REDIS_URL=none) events travel over PostgreSQL LISTEN/NOTIFY. */
  private get overPostgres(): boolean {
    return !this.redis.enabled;
  }

  /** true when Redis (or PostgreSQL) took the message; false (logged) when it could not be sent. */
  async publish(event: DomainEvent): Promise<boolean> {
    if (this.overPostgres) return this.notifications.notify(this.channel, JSON.stringify(event));
    if (!this.redis.isReady) {
      this.logger.warn(`Event ${event.type} not published: Redis is unavailable`);
      return false;
    }
    try {
      await this.redis.client.publish(this.channel, JSON.stringify(event));
      return true;
    } catch (error) {
      this.logger.warn(`Event ${event.type} not published: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** Calls `handler` for every event (from any replica, this one included); returns the unsubscribe. */
  subscribe(handler: DomainEventHandler): () => void {
    this.handlers.add(handler);
    this.ensureSubscriber();
    return () => this.handlers.delete(handler);
  }

  /** Resolves once the subscriber listens (tests use it to avoid publishing into the void). */
  async whenListening(timeoutMs = 3000): Promise<boolean> {
    this.ensureSubscriber();
    if (this.overPostgres) return this.notifications.whenListening(timeoutMs);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const subscriber = this.subscriber;
      if (subscriber && subscriber.status === 'ready' && subscriber.mode === 'subscriber') return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  private ensureSubscriber(): void {
    if (this.overPostgres) {
      this.unlisten ??= this.notifications.listen(this.channel, (message) => void this.dispatch(message));
      return;
    }
    if (this.subscriber) return;
    const subscriber = this.redis.createSubscriber();
    this.subscriber = subscriber;
    // Subscribing on every 'ready' covers the first connect and every reconnect after an outage.
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).catch((error: Error) => this.logger.warn(`Cannot subscribe to ${this.channel}: ${error.message}`));
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) void this.dispatch(message);
    });
    subscriber.connect().catch(() => undefined);
  }

  private async dispatch(message: string): Promise<void> {
    let event: unknown;
    try {
      event = JSON.parse(message);
    } catch {
      this.logger.warn('Ignored an event that is not JSON');
      return;
    }
    if (!isDomainEvent(event)) {
      this.logger.warn('Ignored an event without a type');
      return;
    }
    for (const handler of this.handlers) {
      try {
        await handler(event);
      } catch (error) {
        this.logger.error(`Handler of ${event.type} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
