import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { DomainEvent } from '@eoa/contracts';
import { SERVICE_INFO, type ServiceInfo } from '../core/tokens.js';
import { CacheService } from './cache.service.js';
import { EventsService } from './events.service.js';

/** Cached data lives an hour: a lost data.changed event delays freshness by that much at most. */
export const DATA_CACHE_TTL_SECONDS = 3600;

/**
 * A service's cache of answers computed from its own (read-mostly) data: JSON entries in Redis under the service's
 * cache namespace, plus in-process memos that register `onClear` — all dropped when a `data.changed` event names
 * this service. Without Redis every lookup is a miss and the value is computed: slower, never wrong.
 * Provide it in the service's root module (it needs ServerKitModule's cache, events and service info).
 */
@Injectable()
export class DataCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('DataCache');
  private readonly clearListeners = new Set<() => void>();
  private unsubscribe?: () => void;

  constructor(
    private readonly cache: CacheService,
    private readonly events: EventsService,
    @Inject(SERVICE_INFO) private readonly service: ServiceInfo,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((event) => this.onEvent(event));
  }

  onApplicationShutdown(): void {
    this.unsubscribe?.();
  }

  /** The cached value of `key`, or `load()`'s result stored for an hour. */
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.getOrLoad(key, DATA_CACHE_TTL_SECONDS, load);
  }

  /** Called whenever the cache is emptied (an in-process memo drops itself). */
  onClear(listener: () => void): void {
    this.clearListeners.add(listener);
  }

  /** Empties the in-process memos and this service's Redis cache; returns how many Redis entries went. */
  async clear(): Promise<number> {
    for (const listener of this.clearListeners) listener();
    return this.cache.delByPrefix('');
  }

  private async onEvent(event: DomainEvent): Promise<void> {
    if (event.type !== 'data.changed' || event.service !== this.service.name) return;
    const dropped = await this.clear();
    this.logger.log(`${this.service.name} data changed: ${dropped} cached entries dropped`);
  }
}
