import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, RedisService, TooManyRequestsException, type AppConfig } from '@eoa/server-kit';

export const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please wait before submitting again.';

/** Key part after REDIS_PREFIX (the Redis client adds that prefix to every key). */
const KEY_PREFIX = 'ratelimit:corrections';

/**
 * At most CORRECTIONS_RATE_LIMIT submissions per client IP in CORRECTIONS_RATE_WINDOW_SECONDS.
 * Counted in Redis so the limit holds across replicas; while Redis is down an in-memory limiter of
 * the same size takes over (then the limit holds per replica — looser, but never unlimited).
 */
@Injectable()
export class CorrectionsRateLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: RedisService, @Inject(APP_CONFIG) config: AppConfig) {
    const points = config.correctionsRateLimit;
    const duration = config.correctionsRateWindowSeconds;
    this.limiter = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: KEY_PREFIX,
      points,
      duration,
      // Go to the insurance limiter at once instead of waiting on a connection that is not there.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: KEY_PREFIX, points, duration }),
    });
  }

  /** Counts one submission of `clientIp`; throws a 429 (with Retry-After) when over the limit. */
  async consume(clientIp: string): Promise<void> {
    try {
      await this.limiter.consume(clientIp);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new TooManyRequestsException(TOO_MANY_SUBMISSIONS, rejection.msBeforeNext / 1000);
      }
      throw rejection;
    }
  }
}
