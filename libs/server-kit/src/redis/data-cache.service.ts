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
  /** Bumped by clear(): a value loaded before a clear is answered but never stored after it. */
  private generation = 0;

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

  /** The cached value of `key`, or `load()`'s result stored for an hour (unless the cache was cleared meanwhile). */
  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const cached = await this.cache.getJson<T>(key);
    if (cached !== undefined) return cached;
    const value = await load();
    if (generation === this.generation) await this.cache.setJson(key, value, DATA_CACHE_TTL_SECONDS);
    return value;
  }

  /** Called whenever the cache is emptied (an in-process memo drops itself). */
  onClear(listener: () => void): void {
    this.clearListeners.add(listener);
  }

  /** Empties the in-process memos and this service's Redis cache; returns how many Redis entries went. */
  async clear(): Promise<number> {
    this.drop();
    const dropped = await this.cache.delByPrefix('');
    // A memo rebuilt while the entries were being deleted may hold one of them: drop the memos again.
    this.drop();
    return dropped;
  }

  private drop(): void {
    this.generation++;
    for (const listener of this.clearListeners) listener();
  }

  private async onEvent(event: DomainEvent): Promise<void> {
    if (event.type !== 'data.changed' || event.service !== this.service.name) return;
    const dropped = await this.clear();
    this.logger.log(`${this.service.name} data changed: ${dropped} cached entries dropped`);
  }
}
