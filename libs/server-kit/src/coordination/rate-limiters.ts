import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { RedisService } from '../redis/redis.service.js';
import { PostgresTable } from './postgres-table.js';

/** A limit: at most `points` in `durationSeconds` per key, counted under `keyPrefix`. */
export interface RateLimit {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** What callers use of a limiter (rate-limiter-flexible's own methods; a refusal rejects with its RateLimiterRes). */
export interface RateLimiter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

/** The one table of every limiter's counters when there is no Redis (rate-limiter-flexible's own layout). */
const COUNTERS_TABLE = 'rate_limit_counters';
const COUNTERS_COLUMNS = '(key varchar(255) primary key, points integer not null default 0, expire bigint)';

/**
 * Limiters that hold across replicas: counted in Redis, or — without Redis (REDIS_URL=none) — in a table of the
 * service's schema. Either way an in-memory limiter of the same size takes over while the store cannot be reached
 * (then the limit holds per replica: looser, never unlimited).
 */
@Injectable()
export class RateLimiters {
  private readonly counters: PostgresTable | undefined;

  constructor(
    private readonly redis: RedisService,
    private readonly dataSource: DataSource,
  ) {
    if (!redis.enabled) this.counters = new PostgresTable(dataSource, COUNTERS_TABLE, COUNTERS_COLUMNS);
  }

  create({ keyPrefix, points, durationSeconds }: RateLimit): RateLimiter {
    const insuranceLimiter = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
    if (!this.counters) {
      return new RateLimiterRedis({
        storeClient: this.redis.client,
        keyPrefix,
        points,
        duration: durationSeconds,
        // Go to the insurance limiter at once instead of waiting on a connection that is not there.
        rejectIfRedisNotReady: true,
        insuranceLimiter,
      });
    }
    const table = this.counters;
    const limiter = new RateLimiterPostgres({
      storeClient: this.dataSource,
      storeType: 'typeorm',
      schemaName: table.schema,
      tableName: COUNTERS_TABLE,
      // PostgresTable makes it (race-safe across replicas); the limiter's own create has no such care.
      tableCreated: true,
      keyPrefix,
      points,
      duration: durationSeconds,
      insuranceLimiter,
    });
    // Until the table exists a store error would send every call to the insurance limiter; wait for it first.
    const whenReady = () => table.ensure().catch(() => undefined);
    return {
      consume: async (key, taken = 1) => (await whenReady(), limiter.consume(key, taken)),
      reward: async (key, given = 1) => (await whenReady(), limiter.reward(key, given)),
      delete: async (key) => (await whenReady(), limiter.delete(key)),
    };
  }
}
