import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import type { AppConfig } from '../config.js';
import { redactUrl } from '../core/redact-url.js';
import { APP_CONFIG, SERVICE_INFO, type ServiceInfo } from '../core/tokens.js';

const CONNECT_TIMEOUT_MS = 2000;

/**
 * Options of every connection: connect in the background (a service starts without Redis), give up
 * on a connect after 2 s, and fail commands at once while disconnected instead of queueing them
 * forever — the callers (cache, limiter) then fall back rather than hang a request.
 */
export function redisOptions(config: AppConfig, connectionName: string): RedisOptions {
  return {
    keyPrefix: config.redisPrefix,
    connectionName,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: 1000,
    enableOfflineQueue: false,
    // A socket still connecting at shutdown is destroyed after this, so stopping is quick.
    disconnectTimeout: 300,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt: number) => Math.min(attempt * 500, 5000),
  };
}

/** The service's one Redis connection (plus a lazily made subscriber connection for events). */
@Injectable()
export class RedisService implements OnModuleInit, OnApplicationShutdown {
  readonly client: Redis;
  private readonly logger = new Logger('Redis');
  private readonly address: string;
  private unavailable = false;
  private readonly extraConnections: Redis[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SERVICE_INFO) private readonly service: ServiceInfo,
  ) {
    this.address = redactUrl(config.redisUrl);
    this.client = this.watch(new Redis(config.redisUrl, redisOptions(config, `eoa-${service.name}`)));
  }

  /**
   * Connects, waiting at most the connect timeout: with Redis there the service starts with its
   * cache (and a health of ok); without it the start goes on and ioredis keeps retrying behind.
   */
  async onModuleInit(): Promise<void> {
    // REDIS_URL=none: the client is never connected, so every user of it takes its no-Redis path.
    if (!this.config.redisEnabled) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.client.connect().catch(() => undefined), // errors are logged by watch()
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  /** false with REDIS_URL=none: the deployment runs without Redis (see RuntimeMode), not through an outage. */
  get enabled(): boolean {
    return this.config.redisEnabled;
  }

  get isReady(): boolean {
    return this.client.status === 'ready';
  }

  /** The key prefix ioredis adds to every key (config.redisPrefix); SCAN results carry it. */
  get keyPrefix(): string {
    return this.config.redisPrefix;
  }

  /**
   * A separate connection in subscriber mode (Redis forbids other commands on it). Unlike the main
   * connection it does not resubscribe by itself; the caller subscribes on each 'ready'.
   */
  createSubscriber(): Redis {
    const subscriber = this.watch(
      new Redis(this.config.redisUrl, {
        ...redisOptions(this.config, `eoa-${this.service.name}-events`),
        commandTimeout: undefined,
        autoResubscribe: false,
      }),
    );
    this.extraConnections.push(subscriber);
    return subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.client, ...this.extraConnections].map((connection) => close(connection)));
  }

  /** Logs an outage once (not on every retry) and its end; an 'error' listener also stops ioredis's own noise. */
  private watch(connection: Redis): Redis {
    connection.on('error', (error: Error) => {
      if (connection !== this.client || this.unavailable) return;
      this.unavailable = true;
      this.logger.warn(`Redis unavailable at ${this.address} (${error.message}); serving without cache until it is back`);
    });
    connection.on('ready', () => {
      if (connection !== this.client) return;
      if (this.unavailable) this.logger.log(`Redis connection to ${this.address} restored`);
      this.unavailable = false;
    });
    return connection;
  }
}

async function close(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    await connection.quit().catch(() => connection.disconnect());
  } else {
    connection.disconnect();
  }
}
