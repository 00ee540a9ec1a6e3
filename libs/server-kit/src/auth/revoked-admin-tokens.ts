import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PostgresTable } from '../coordination/postgres-table.js';
import { escapeGlob } from '../redis/cache.service.js';
import { RedisService } from '../redis/redis.service.js';

/** Key part after REDIS_PREFIX: one key per revoked token id, expiring with the token. */
const KEY_PREFIX = 'admin:revoked-token:';

/** What a denylist check found. `unknown`: Redis cannot be asked and this process never read the list. */
export type RevocationState = 'revoked' | 'valid' | 'unknown';

/**
 * The denylist of admin tokens ended by a logout: a Redis key per token id until the token's own expiry, so
 * every replica refuses it; beside it, a mirror in this process.
 *
 * Redis down — the choice: the mirror holds every revocation made here and the whole list as read from Redis at
 * the last (re)connect. While Redis is unreachable a check answers from the mirror if it was ever loaded, and
 * `unknown` (the guard answers 503) if it was not, so a revoked token is never let in because the check could not
 * run — yet a brief outage does not lock every administrator out. A logout during an outage is kept in the mirror
 * and written to Redis when the connection is back. The one gap: with several admin replicas, a logout on another
 * replica during the same outage is not seen here until Redis returns (tokens live ADMIN_TOKEN_TTL_SECONDS at most).
 *
 * Without Redis (REDIS_URL=none) the list is a table in the service's schema, asked on every check, so a logout
 * through one replica is refused by all at once; the mirror still answers for revocations made here.
 */
@Injectable()
export class RevokedAdminTokens {
  private readonly logger = new Logger('AdminTokens');
  /** Token id → expiry (ms since epoch). */
  private readonly mirror = new Map<string, number>();
  /** Revocations made here that Redis has not taken yet (written on reconnect). */
  private readonly unsaved = new Set<string>();
  private mirrorLoaded = false;
  private watching = false;
  private syncing: Promise<void> | undefined;
  private readonly table: PostgresTable | undefined;

  constructor(
    private readonly redis: RedisService,
    dataSource: DataSource,
  ) {
    if (!redis.enabled) {
      this.table = new PostgresTable(
        dataSource,
        'revoked_admin_tokens',
        '(token_id text primary key, expires_at timestamptz not null)',
      );
    }
  }

  /** Puts a token on the denylist until it expires. Never throws: without Redis the revocation waits in the mirror. */
  async revoke(tokenId: string, expiresAt: Date): Promise<void> {
    this.watch();
    const expiry = expiresAt.getTime();
    if (expiry <= Date.now()) return; // an expired token is refused anyway
    this.mirror.set(tokenId, expiry);
    if (this.table) {
      await this.saveInTable(this.table, tokenId, expiry);
      return;
    }
    this.unsaved.add(tokenId);
    await this.save(tokenId, expiry);
  }

  /** Whether a token was revoked (see the class comment for what happens while Redis is down). */
  async state(tokenId: string): Promise<RevocationState> {
    this.watch();
    this.forgetExpired();
    if (this.mirror.has(tokenId)) return 'revoked';
    if (this.table) return this.stateInTable(this.table, tokenId);
    if (this.redis.isReady) {
      try {
        const stored = await this.redis.client.get(KEY_PREFIX + tokenId);
        if (stored !== null) {
          // The value is the token's expiry (ms); an unreadable one is kept for a minute, then asked again.
          this.mirror.set(tokenId, Number(stored) || Date.now() + 60_000);
          return 'revoked';
        }
        if (!this.mirrorLoaded) void this.sync();
        return 'valid';
      } catch {
        // Fall through to the mirror: a command that timed out is an outage too.
      }
    }
    return this.mirrorLoaded ? 'valid' : 'unknown';
  }

  private async saveInTable(table: PostgresTable, tokenId: string, expiry: number): Promise<void> {
    try {
      await table.query(
        (name) =>
          `insert into ${name} (token_id, expires_at) values ($1, to_timestamp($2 / 1000.0)) ` +
          'on conflict (token_id) do update set expires_at = excluded.expires_at',
        [tokenId, expiry],
      );
      // Expired rows are refused by the check anyway; clearing them here keeps the table as small as the live list.
      await table.query((name) => `delete from ${name} where expires_at < now()`);
    } catch (error) {
      this.logger.warn(`Revocation of an admin token kept in this process only: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async stateInTable(table: PostgresTable, tokenId: string): Promise<RevocationState> {
    try {
      const rows = await table.query<{ expiry: string }>(
        (name) => `select (extract(epoch from expires_at) * 1000)::bigint as expiry from ${name} where token_id = $1 and expires_at > now()`,
        [tokenId],
      );
      const [row] = rows;
      if (!row) return 'valid';
      this.mirror.set(tokenId, Number(row.expiry));
      return 'revoked';
    } catch {
      // Cannot ask: never let a revoked token in for that (the guard answers 503).
      return 'unknown';
    }
  }

  /** Starts following the connection the first time the denylist is used (services without admin tokens never do). */
  private watch(): void {
    if (this.watching || this.table) return;
    this.watching = true;
    this.redis.client.on('ready', () => void this.sync());
    if (this.redis.isReady) void this.sync();
  }

  /** Writes the revocations Redis has not taken, then reads the whole list into the mirror. */
  private sync(): Promise<void> {
    this.syncing ??= this.load().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  private async load(): Promise<void> {
    try {
      for (const tokenId of [...this.unsaved]) {
        const expiry = this.mirror.get(tokenId);
        if (expiry === undefined) this.unsaved.delete(tokenId);
        else await this.save(tokenId, expiry);
      }
      const pattern = `${escapeGlob(this.redis.keyPrefix + KEY_PREFIX)}*`;
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.client.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        cursor = next;
        // SCAN answers full keys; GET adds the prefix again, so it is cut off first.
        const ids = keys.map((key) => key.slice(this.redis.keyPrefix.length + KEY_PREFIX.length));
        if (ids.length > 0) {
          const expiries = await this.redis.client.mget(...ids.map((id) => KEY_PREFIX + id));
          ids.forEach((id, index) => {
            const expiry = Number(expiries[index]);
            if (expiry > Date.now()) this.mirror.set(id, expiry);
          });
        }
      } while (cursor !== '0');
      this.mirrorLoaded = true;
    } catch (error) {
      this.logger.warn(`Could not read the revoked admin tokens from Redis: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async save(tokenId: string, expiry: number): Promise<void> {
    const ttl = expiry - Date.now();
    if (ttl <= 0) {
      this.unsaved.delete(tokenId);
      return;
    }
    if (!this.redis.isReady) return;
    try {
      await this.redis.client.set(KEY_PREFIX + tokenId, String(expiry), 'PX', ttl);
      this.unsaved.delete(tokenId);
    } catch (error) {
      this.logger.warn(`Revocation of an admin token kept in memory until Redis is back: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [tokenId, expiry] of this.mirror) {
      if (expiry <= now) {
        this.mirror.delete(tokenId);
        this.unsaved.delete(tokenId);
      }
    }
  }
}
