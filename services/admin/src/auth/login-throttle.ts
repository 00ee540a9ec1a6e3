import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RedisService, TooManyRequestsException } from '@eoa/server-kit';

/**
 * Login attempts allowed in one window: per username (what guessing one account's password needs) and per client
 * address (what trying many accounts from one place needs). A successful login gives its attempts back.
 */
export const LOGIN_THROTTLE = { perUsername: 5, perClient: 20, windowSeconds: 15 * 60 } as const;

const KEY_PREFIX = { client: 'ratelimit:admin-login:client', username: 'ratelimit:admin-login:user' } as const;

export function tooManyLoginsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A Redis limiter with an in-memory one of the same size while Redis is down (looser per replica, never unlimited). */
function limiter(redis: RedisService, keyPrefix: string, points: number, duration: number): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis.client,
    keyPrefix,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  });
}

/**
 * Counts login attempts in Redis (so the limit holds across replicas). An attempt takes its points before the
 * password is checked — parallel guesses cannot slip past the limit — and a success gives them back: the
 * username's counter is cleared, the client's point returned.
 */
@Injectable()
export class LoginThrottle {
  private readonly byClient: RateLimiterRedis;
  private readonly byUsername: RateLimiterRedis;

  constructor(redis: RedisService) {
    this.byClient = limiter(redis, KEY_PREFIX.client, LOGIN_THROTTLE.perClient, LOGIN_THROTTLE.windowSeconds);
    this.byUsername = limiter(redis, KEY_PREFIX.username, LOGIN_THROTTLE.perUsername, LOGIN_THROTTLE.windowSeconds);
  }

  /** Takes one attempt of `clientIp` and of `username`; 429 with Retry-After when either is used up. */
  async attempt(clientIp: string, username: string): Promise<void> {
    await this.take(this.byClient, clientIp);
    await this.take(this.byUsername, usernameKey(username));
  }

  /** After a successful login: the username starts afresh and the client's attempt is returned. */
  async succeeded(clientIp: string, username: string): Promise<void> {
    await Promise.all([this.byUsername.delete(usernameKey(username)), this.byClient.reward(clientIp, 1)]);
  }

  private async take(limiter: RateLimiterRedis, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = rejection.msBeforeNext / 1000;
        throw new TooManyRequestsException(tooManyLoginsMessage(seconds), seconds);
      }
      throw rejection;
    }
  }
}

/** Usernames differing only in case or surrounding spaces share a counter. */
function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
