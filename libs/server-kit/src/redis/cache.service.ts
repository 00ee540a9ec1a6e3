import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_INFO, type ServiceInfo } from '../core/tokens.js';
import { RedisService } from './redis.service.js';

/** Glob characters of SCAN MATCH, escaped so a key prefix matches literally. */
export function escapeGlob(value: string): string {
  return value.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}

/**
 * JSON (and binary) cache in Redis under `<REDIS_PREFIX>cache:<service>:`. Redis is an optimisation here: when it
 * is down every call behaves as a miss or a no-op — it never throws to the caller, and a failing
 * command is logged once per outage (the connection itself logs going away and coming back).
 */
@Injectable()
export class CacheService {
  private readonly logger = new Logger('Cache');
  private readonly namespace: string;
  private warned = false;

  constructor(
    private readonly redis: RedisService,
    @Inject(SERVICE_INFO) service: ServiceInfo,
  ) {
    this.namespace = `cache:${service.name}:`;
  }

  async getJson<T>(key: string): Promise<T | undefined> {
    const raw = await this.attempt(() => this.redis.client.get(this.namespace + key));
    if (raw === undefined || raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  }

  async setJson(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const ttl = Math.max(1, Math.round(ttlSeconds));
    await this.attempt(() => this.redis.client.set(this.namespace + key, JSON.stringify(value), 'EX', ttl));
  }

  /** Binary value (e.g. a compressed response body) under `key`, or undefined. */
  async getBuffer(key: string): Promise<Buffer | undefined> {
    const raw = await this.attempt(() => this.redis.client.getBuffer(this.namespace + key));
    return raw ?? undefined;
  }

  async setBuffer(key: string, value: Buffer, ttlSeconds: number): Promise<void> {
    const ttl = Math.max(1, Math.round(ttlSeconds));
    await this.attempt(() => this.redis.client.set(this.namespace + key, value, 'EX', ttl));
  }

  async del(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.attempt(() => this.redis.client.del(...keys.map((key) => this.namespace + key)));
  }

  /** Deletes every key of this service's cache starting with `prefix`; returns how many went. */
  async delByPrefix(prefix: string): Promise<number> {
    const deleted = await this.attempt(async () => {
      const client = this.redis.client;
      const match = `${escapeGlob(this.redis.keyPrefix + this.namespace + prefix)}*`;
      let cursor = '0';
      let count = 0;
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', match, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) {
          // SCAN returns full keys; ioredis adds the prefix again on UNLINK, so strip it first.
          count += await client.unlink(...keys.map((key) => key.slice(this.redis.keyPrefix.length)));
        }
      } while (cursor !== '0');
      return count;
    });
    return deleted ?? 0;
  }

  /** The cached value, or `load()`'s result stored for `ttlSeconds`. */
  async getOrLoad<T>(key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const cached = await this.getJson<T>(key);
    if (cached !== undefined) return cached;
    const value = await load();
    await this.setJson(key, value, ttlSeconds);
    return value;
  }

  private async attempt<T>(command: () => Promise<T>): Promise<T | undefined> {
    // Disconnected: skip without a round trip (the connection has already said it is down).
    if (!this.redis.isReady) return undefined;
    try {
      const result = await command();
      this.warned = false;
      return result;
    } catch (error) {
      if (!this.warned) {
        this.warned = true;
        this.logger.warn(`Cache bypassed: ${error instanceof Error ? error.message : String(error)}`);
      }
      return undefined;
    }
  }
}
