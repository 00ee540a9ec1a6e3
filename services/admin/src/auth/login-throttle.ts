import { Injectable } from '@nestjs/common';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimiters, TooManyRequestsException, type RateLimiter } from '@eoa/server-kit';

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

/** The whole minutes a refused login is told to wait (at least 1): the `count` of auth.tooManyLogins. */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/**
 * Counts login attempts where every replica sees them (RateLimiters: Redis, or PostgreSQL without Redis). An attempt takes its points before the
 * password is checked — parallel guesses cannot slip past a limit — in the order client, (username, client),
 * username: an attempt refused for its client or its pair does not count against the account from every client.
 * A success gives back what it took: the (username, client) counter is cleared, the client's and the username's
 * point returned.
 */
@Injectable()
export class LoginThrottle {
  private readonly byClient: RateLimiter;
  private readonly byUsernameAndClient: RateLimiter;
  private readonly byUsername: RateLimiter;

  constructor(limiters: RateLimiters) {
    const { perClient, perUsernameAndClient, perUsername, windowSeconds: durationSeconds } = LOGIN_THROTTLE;
    this.byClient = limiters.create({ keyPrefix: KEY_PREFIX.client, points: perClient, durationSeconds });
    this.byUsernameAndClient = limiters.create({ keyPrefix: KEY_PREFIX.usernameAndClient, points: perUsernameAndClient, durationSeconds });
    this.byUsername = limiters.create({ keyPrefix: KEY_PREFIX.username, points: perUsername, durationSeconds });
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

  private async take(limiter: RateLimiter, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = rejection.msBeforeNext / 1000;
        throw new TooManyRequestsException('auth.tooManyLogins', { count: minutesToWait(seconds) }, seconds);
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
