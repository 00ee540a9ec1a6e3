import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config.js';
import { MAX_NOTIFY_PAYLOAD_BYTES, PgNotifications } from '../coordination/pg-notifications.js';
import { APP_CONFIG, SERVICE_INFO, type ServiceInfo } from '../core/tokens.js';
import { RedisService } from './redis.service.js';

/** Without Redis, how much one process keeps (strings count two bytes a character): ample for the sample world. */
const IN_PROCESS_CACHE_BYTES = 128 * 1024 * 1024;

/** What one process tells the others of its service when it drops entries of the in-process cache. */
interface CacheDrop {
  from: string;
  keys?: string[];
  prefix?: string;
}

/** Glob characters of SCAN MATCH, escaped so a key prefix matches literally. */
export function escapeGlob(value: string): string {
  return value.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}

/**
 * JSON (and binary) cache in Redis under `<REDIS_PREFIX>cache:<service>:`. Redis is an optimisation here: when it
 * is down every call behaves as a miss or a no-op — it never throws to the caller, and a failing
 * command is logged once per outage (the connection itself logs going away and coming back).
 *
 * Without Redis (REDIS_URL=none) the entries live in this process (an LRU bounded in bytes, same TTLs), and every
 * del/delByPrefix is also sent to the service's other processes over PostgreSQL NOTIFY, so a write made through one
 * replica does not leave another answering the old value beyond the time a notification takes.
 */
@Injectable()
export class CacheService {
  private readonly logger = new Logger('Cache');
  private readonly namespace: string;
  private warned = false;
  private readonly local: LRUCache<string, string | Buffer> | undefined;
  private readonly dropChannel: string;
  /** This process's name on the drop channel: its own notifications come back and are skipped. */
  private readonly processId = randomUUID();

  constructor(
    private readonly redis: RedisService,
    private readonly notifications: PgNotifications,
    @Inject(SERVICE_INFO) service: ServiceInfo,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'redisEnabled' | 'redisPrefix'>,
  ) {
    this.namespace = `cache:${service.name}:`;
    this.dropChannel = `${config.redisPrefix}cache-drop:${service.name}`;
    if (!config.redisEnabled) {
      this.local = new LRUCache<string, string | Buffer>({
        maxSize: IN_PROCESS_CACHE_BYTES,
        sizeCalculation: (value) => Math.max(1, typeof value === 'string' ? value.length * 2 : value.length),
      });
      this.notifications.listen(this.dropChannel, (payload) => this.onDrop(payload));
    }
  }

  async getJson<T>(key: string): Promise<T | undefined> {
    const raw = this.local ? this.localString(key) : await this.attempt(() => this.redis.client.get(this.namespace + key));
    if (raw === undefined || raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  }

  async setJson(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const ttl = Math.max(1, Math.round(ttlSeconds));
    if (this.local) {
      this.local.set(key, JSON.stringify(value), { ttl: ttl * 1000 });
      return;
    }
    await this.attempt(() => this.redis.client.set(this.namespace + key, JSON.stringify(value), 'EX', ttl));
  }

  /** Binary value (e.g. a compressed response body) under `key`, or undefined. */
  async getBuffer(key: string): Promise<Buffer | undefined> {
    if (this.local) {
      const value = this.local.get(key);
      return Buffer.isBuffer(value) ? value : undefined;
    }
    const raw = await this.attempt(() => this.redis.client.getBuffer(this.namespace + key));
    return raw ?? undefined;
  }

  async setBuffer(key: string, value: Buffer, ttlSeconds: number): Promise<void> {
    const ttl = Math.max(1, Math.round(ttlSeconds));
    if (this.local) {
      this.local.set(key, value, { ttl: ttl * 1000 });
      return;
    }
    await this.attempt(() => this.redis.client.set(this.namespace + key, value, 'EX', ttl));
  }

  async del(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    if (this.local) {
      for (const key of keys) this.local.delete(key);
      await this.tellOthers({ keys });
      return;
    }
    await this.attempt(() => this.redis.client.del(...keys.map((key) => this.namespace + key)));
  }

  /** Deletes every key of this service's cache starting with `prefix`; returns how many went. */
  async delByPrefix(prefix: string): Promise<number> {
    if (this.local) {
      const count = this.dropLocalPrefix(prefix);
      await this.tellOthers({ prefix });
      return count;
    }
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

  private localString(key: string): string | undefined {
    const value = this.local?.get(key);
    return typeof value === 'string' ? value : undefined;
  }

  private dropLocalPrefix(prefix: string): number {
    let count = 0;
    for (const key of [...(this.local?.keys() ?? [])]) {
      if (key.startsWith(prefix) && this.local?.delete(key)) count += 1;
    }
    return count;
  }

  /** Sends a drop to the other processes; too many keys for one notification become one drop of everything. */
  private async tellOthers(drop: Omit<CacheDrop, 'from'>): Promise<void> {
    let payload = JSON.stringify({ from: this.processId, ...drop });
    if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) payload = JSON.stringify({ from: this.processId, prefix: '' });
    await this.notifications.notify(this.dropChannel, payload);
  }

  private onDrop(payload: string): void {
    let drop: CacheDrop;
    try {
      drop = JSON.parse(payload) as CacheDrop;
    } catch {
      return;
    }
    if (drop.from === this.processId) return;
    if (typeof drop.prefix === 'string') this.dropLocalPrefix(drop.prefix);
    for (const key of Array.isArray(drop.keys) ? drop.keys : []) if (typeof key === 'string') this.local?.delete(key);
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
