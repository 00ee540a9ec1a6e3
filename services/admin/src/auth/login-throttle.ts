import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RedisService, TooManyRequestsException } from '@eoa/server-kit';

/**
 * Login attempts allowed in one window, counted three ways:
 * - `perUsernameAndClient`: one client guessing one account's password — the tight limit. Keyed by both, so an
 *   anonymous visitor who spends it locks out only themselves, never the real administrator signing in elsewhere.
 * - `perClient`: one client trying many accounts.
 * - `perUsername`: one account from every client together — a much higher ceiling, a brake on guessing spread over
 *   many addresses (it takes that many guesses from at least perUsername / perUsernameAndClient clients to reach it).
 */
export const LOGIN_THROTTLE = { perUsernameAndClient: 5, perClient: 20, perUsername: 100, windowSeconds: 15 * 60 } as const;

const KEY_PREFIX = {
  client: 'ratelimit:admin-login:client',
  usernameAndClient: 'ratelimit:admin-login:user-client',
  username: 'ratelimit:admin-login:user',
} as const;

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
 * Counts login attempts in Redis (so the limits hold across replicas). An attempt takes its points before the
 * password is checked — parallel guesses cannot slip past a limit — in the order client, (username, client),
 * username: an attempt refused for its client or its pair does not count against the account from every client.
 * A success gives back what it took: the (username, client) counter is cleared, the client's and the username's
 * point returned.
 */
@Injectable()
export class LoginThrottle {
  private readonly byClient: RateLimiterRedis;
  private readonly byUsernameAndClient: RateLimiterRedis;
  private readonly byUsername: RateLimiterRedis;

  constructor(redis: RedisService) {
    const { perClient, perUsernameAndClient, perUsername, windowSeconds } = LOGIN_THROTTLE;
    this.byClient = limiter(redis, KEY_PREFIX.client, perClient, windowSeconds);
    this.byUsernameAndClient = limiter(redis, KEY_PREFIX.usernameAndClient, perUsernameAndClient, windowSeconds);
    this.byUsername = limiter(redis, KEY_PREFIX.username, perUsername, windowSeconds);
  }

  /** Takes one attempt of `clientIp`, of `username` from it, and of `username`; 429 with Retry-After when one is used up. */
  async attempt(clientIp: string, username: string): Promise<void> {
    await this.take(this.byClient, clientIp);
    await this.take(this.byUsernameAndClient, pairKey(clientIp, username));
    await this.take(this.byUsername, usernameKey(username));
  }

  /** After a successful login: the username starts afresh from this client; the client and the username get their point back. */
  async succeeded(clientIp: string, username: string): Promise<void> {
    await Promise.all([
      this.byUsernameAndClient.delete(pairKey(clientIp, username)),
      this.byClient.reward(clientIp, 1),
      this.byUsername.reward(usernameKey(username), 1),
    ]);
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

/** The address first: it never holds "|", so no username can make two pairs share a key. */
function pairKey(clientIp: string, username: string): string {
  return `${clientIp}|${usernameKey(username)}`;
}
