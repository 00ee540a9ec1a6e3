import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, RateLimiters, TooManyRequestsException, type AppConfig, type RateLimiter } from '@eoa/server-kit';


/** Key part after REDIS_PREFIX (the Redis client adds that prefix to every key; without Redis, the counters table's key). */
const KEY_PREFIX = 'ratelimit:corrections';

/**
 * At most CORRECTIONS_RATE_LIMIT submissions per client IP in CORRECTIONS_RATE_WINDOW_SECONDS, counted so the
 * limit holds across replicas (RateLimiters: Redis, or PostgreSQL without Redis; in memory during an outage).
 */
@Injectable()
export class CorrectionsRateLimiter {
  private readonly limiter: RateLimiter;

  constructor(limiters: RateLimiters, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = limiters.create({
      keyPrefix: KEY_PREFIX,
      points: config.correctionsRateLimit,
      durationSeconds: config.correctionsRateWindowSeconds,
    });
  }

  /** Counts one submission of `clientIp`; throws a 429 (with Retry-After) when over the limit. */
  async consume(clientIp: string): Promise<void> {
    try {
      await this.limiter.consume(clientIp);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new TooManyRequestsException('admin.tooManySubmissions', {}, rejection.msBeforeNext / 1000);
      }
      throw rejection;
    }
  }
}
