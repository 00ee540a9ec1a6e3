import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from '../core/tokens.js';
import { describeDatabaseError } from '../edge/dependency-probes.js';
import { quoteIdentifier } from '../database/schema-name.js';

export type NotificationHandler = (payload: string) => void;

/** PostgreSQL's identifier limit (NAMEDATALEN - 1): longer channel names are shortened with a hash. */
const MAX_CHANNEL_BYTES = 63;
/** NOTIFY's payload limit is 8000 bytes; callers split or summarise above this. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_900;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 5_000;

/** A channel name PostgreSQL keeps as given: names too long for an identifier keep a readable head and a hash. */
export function pgChannelName(name: string): string {
  if (Buffer.byteLength(name) <= MAX_CHANNEL_BYTES) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 16);
  return `${Buffer.from(name).subarray(0, MAX_CHANNEL_BYTES - 17).toString('utf8').replace(/\uFFFD+$/, '')}_${hash}`;
}

/**
 * Messages between the processes of the site over PostgreSQL LISTEN/NOTIFY: what carries events and cache
 * invalidations when there is no Redis. One dedicated connection listens (NOTIFY needs no pool connection of its
 * own); it reconnects with back-off and listens again after an outage. As with Redis pub/sub, a message sent while a
 * listener is away is lost to it — every cache it would have dropped also carries a TTL.
 */
@Injectable()
export class PgNotifications implements OnApplicationShutdown {
  private readonly logger = new Logger('PgNotifications');
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private listener: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelayMs = RECONNECT_MIN_MS;
  private listening = false;
  private closed = false;
  private outageLogged = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'databaseUrl'>,
  ) {}

  /** Calls `handler` with every payload sent on `channel` (by any process, this one included); returns the unlisten. */
  listen(channel: string, handler: NotificationHandler): () => void {
    const name = pgChannelName(channel);
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
      if (this.listening && this.listener) void this.listenOn(this.listener, name);
    }
    set.add(handler);
    this.ensureListener();
    return () => set.delete(handler);
  }

  /** Sends `payload` on `channel`; false (logged) when PostgreSQL could not take it. */
  async notify(channel: string, payload: string): Promise<boolean> {
    try {
      await this.dataSource.query('select pg_notify($1, $2)', [pgChannelName(channel), payload]);
      return true;
    } catch (error) {
      this.logger.warn(`Notification on ${channel} not sent: ${describeDatabaseError(error)}`);
      return false;
    }
  }

  /** Resolves true once the listener listens on every channel asked for so far (tests wait for it). */
  async whenListening(timeoutMs = 3000): Promise<boolean> {
    this.ensureListener();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.listening) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    this.listening = false;
    await listener?.end().catch(() => undefined);
  }

  private ensureListener(): void {
    if (this.listener || this.connecting || this.closed) return;
    this.connecting = this.connect().finally(() => {
      this.connecting = undefined;
    });
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.databaseUrl, connectionTimeoutMillis: 3_000 });
    const lost = (reason: string) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.listening = false;
      this.scheduleReconnect(reason);
    };
    client.on('error', (error) => lost(describeDatabaseError(error)));
    client.on('end', () => lost('connection ended'));
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    try {
      await client.connect();
      this.listener = client;
      // Channels asked for while these LISTENs run are picked up by the next round; none is missed.
      const listened = new Set<string>();
      for (let pending = [...this.handlers.keys()]; pending.length > 0; pending = [...this.handlers.keys()].filter((name) => !listened.has(name))) {
        for (const name of pending) {
          await this.listenOn(client, name);
          listened.add(name);
        }
      }
      this.listening = true;
      this.reconnectDelayMs = RECONNECT_MIN_MS;
      if (this.outageLogged) this.logger.log('Listening for notifications again');
      this.outageLogged = false;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (this.listener === client) this.listener = undefined;
      this.scheduleReconnect(describeDatabaseError(error));
    }
  }

  private async listenOn(client: pg.Client, name: string): Promise<void> {
    await client.query(`listen ${quoteIdentifier(name)}`);
  }

  private scheduleReconnect(reason: string): void {
    if (this.closed) return;
    if (!this.outageLogged) {
      this.logger.warn(`Not listening for notifications (${reason}); trying again with back-off`);
      this.outageLogged = true;
    }
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.ensureListener(), this.reconnectDelayMs);
    this.reconnectTimer.unref();
    this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, RECONNECT_MAX_MS);
  }

  private dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.logger.error(`Handler on ${channel} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
