import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { DomainEvent } from '@eoa/contracts';
import { CacheService, EventsService } from '@eoa/server-kit';
import { SERVICE } from '../service.info.js';

/** Cached answers live an hour: a lost data.changed event delays freshness by that much at most. */
export const LOOT_CACHE_TTL_SECONDS = 3600;

/**
 * The loot service's answers cached in Redis (language-neutral parts, so one entry serves four languages),
 * dropped as a whole when the loot data changes. Without Redis every call is a miss and the answer is
 * computed from the database: slower, never wrong.
 */
@Injectable()
export class LootCacheService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('LootCache');
  private readonly clearListeners = new Set<() => void>();
  private unsubscribe?: () => void;

  constructor(
    private readonly cache: CacheService,
    private readonly events: EventsService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((event) => this.onEvent(event));
  }

  onApplicationShutdown(): void {
    this.unsubscribe?.();
  }

  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.getOrLoad(key, LOOT_CACHE_TTL_SECONDS, load);
  }

  getBuffer(key: string): Promise<Buffer | undefined> {
    return this.cache.getBuffer(key);
  }

  setBuffer(key: string, value: Buffer, ttlSeconds: number): Promise<void> {
    return this.cache.setBuffer(key, value, ttlSeconds);
  }

  /** Called after the cache was emptied (in-process memos go too). */
  onClear(listener: () => void): void {
    this.clearListeners.add(listener);
  }

  /** Empties this service's Redis cache and every in-process memo; returns how many Redis entries went. */
  async clear(): Promise<number> {
    for (const listener of this.clearListeners) listener();
    return this.cache.delByPrefix('');
  }

  private async onEvent(event: DomainEvent): Promise<void> {
    if (event.type !== 'data.changed' || event.service !== SERVICE.name) return;
    const dropped = await this.clear();
    this.logger.log(`Loot data changed: ${dropped} cached answers dropped`);
  }
}
