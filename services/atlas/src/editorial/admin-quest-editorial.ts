// The editorial data as admin holds it (GET <ADMIN_URL>/api/internal/editorial with the internal token), kept in the
// process and in Redis for EDITORIAL_TTL_SECONDS, both dropped when admin publishes editorial.changed. A lost event
// only delays freshness by the TTL. When admin cannot be reached the public answers never fail: the last snapshot
// known (the process's, else Redis's longer-lived copy) is served, else the data as seeded; admin is asked again after
// a back-off (doubling from EDITORIAL_RETRY_MIN_MS to EDITORIAL_RETRY_MAX_MS), not on every request.
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { EditorialSnapshot } from '@eoa/contracts';
import { APP_CONFIG, CacheService, describeFailure, EventsService, InternalHttpClient, type AppConfig } from '@eoa/server-kit';
import { isEditorialSnapshot, viewOfSnapshot } from './editorial-snapshot.js';
import { QuestEditorial, SEEDED_DATA, type EditorialView } from './quest-editorial.js';

/** How long a snapshot is used before admin is asked again (when no editorial.changed came). */
export const EDITORIAL_TTL_SECONDS = 300;
/** How long Redis keeps the last snapshot known, the fallback while admin is down (a week). */
export const EDITORIAL_LAST_KNOWN_TTL_SECONDS = 7 * 24 * 3600;
/** An admin slower than this is treated as down (the public answer waits at most this long, once per back-off). */
export const EDITORIAL_FETCH_TIMEOUT_MS = 3000;
export const EDITORIAL_RETRY_MIN_MS = 2000;
export const EDITORIAL_RETRY_MAX_MS = 30_000;

/** Redis keys (in atlas's cache namespace). */
export const EDITORIAL_SNAPSHOT_KEY = 'editorial:snapshot';
export const EDITORIAL_LAST_KNOWN_KEY = 'editorial:last-known';

/** The path of admin's internal editorial endpoint. */
export const ADMIN_EDITORIAL_PATH = '/api/internal/editorial';

interface StoredSnapshot {
  snapshot: EditorialSnapshot;
  /** Epoch ms when it was read from admin (its freshness counts from then, in every replica). */
  fetchedAt: number;
}

@Injectable()
export class AdminQuestEditorial extends QuestEditorial implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Editorial');
  private readonly url: string;
  private readonly http: InternalHttpClient;
  /** The view in use and until when (a fallback's "until" is the next retry). */
  private held?: { view: EditorialView; until: number };
  /** The last snapshot read from admin (or Redis): served while admin is down. */
  private lastKnown?: EditorialView;
  private loading?: Promise<EditorialView>;
  /** Bumped by every drop: a snapshot read before a drop is answered but never kept. */
  private generation = 0;
  private retryDelayMs = 0;
  private unsubscribe?: () => void;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly cache: CacheService,
    private readonly events: EventsService,
  ) {
    super();
    this.http = new InternalHttpClient({ baseUrl: config.serviceUrls.admin, token: config.internalToken, timeoutMs: EDITORIAL_FETCH_TIMEOUT_MS });
    this.url = this.http.urlOf(ADMIN_EDITORIAL_PATH);
  }

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe(async (event) => {
      if (event.type === 'editorial.changed') await this.drop();
    });
  }

  onApplicationShutdown(): void {
    this.unsubscribe?.();
  }

  current(): Promise<EditorialView> {
    if (this.held && Date.now() < this.held.until) return Promise.resolve(this.held.view);
    if (!this.loading) {
      const loading = this.load().finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
      this.loading = loading;
    }
    return this.loading;
  }

  /** editorial.changed: the held view and Redis's copy go, and admin is asked at once (admin just wrote: it is up). */
  async drop(): Promise<void> {
    this.generation++;
    this.held = undefined;
    this.loading = undefined;
    this.retryDelayMs = 0;
    await this.cache.del(EDITORIAL_SNAPSHOT_KEY);
  }

  private async load(): Promise<EditorialView> {
    const generation = this.generation;
    const stored = await this.cache.getJson<StoredSnapshot>(EDITORIAL_SNAPSHOT_KEY);
    if (stored && isEditorialSnapshot(stored.snapshot) && Date.now() < stored.fetchedAt + EDITORIAL_TTL_SECONDS * 1000) {
      return this.keep(stored.snapshot, stored.fetchedAt + EDITORIAL_TTL_SECONDS * 1000, generation);
    }
    let snapshot: EditorialSnapshot;
    try {
      snapshot = await this.fetchSnapshot();
    } catch (error) {
      return this.fallBack(error, generation);
    }
    const fetchedAt = Date.now();
    const view = this.keep(snapshot, fetchedAt + EDITORIAL_TTL_SECONDS * 1000, generation);
    if (generation === this.generation) {
      await this.cache.setJson(EDITORIAL_SNAPSHOT_KEY, { snapshot, fetchedAt } satisfies StoredSnapshot, EDITORIAL_TTL_SECONDS);
      await this.cache.setJson(EDITORIAL_LAST_KNOWN_KEY, snapshot, EDITORIAL_LAST_KNOWN_TTL_SECONDS);
    }
    return view;
  }

  private async fetchSnapshot(): Promise<EditorialSnapshot> {
    const body = await this.http.getJson<unknown>(ADMIN_EDITORIAL_PATH);
    if (!isEditorialSnapshot(body)) throw new Error(`GET ${this.url} answered something that is not an editorial snapshot`);
    return body;
  }

  /** The view of a snapshot, held until `until` (unless a drop came meanwhile) and remembered as the last known. */
  private keep(snapshot: EditorialSnapshot, until: number, generation: number): EditorialView {
    const view = this.lastKnown?.version === snapshot.version ? this.lastKnown : viewOfSnapshot(snapshot);
    if (generation === this.generation) {
      this.held = { view, until };
      this.lastKnown = view;
      this.retryDelayMs = 0;
    }
    return view;
  }

  /** Admin down or wrong: the last known snapshot (process, then Redis), else the data as seeded, until the next retry. */
  private async fallBack(error: unknown, generation: number): Promise<EditorialView> {
    this.retryDelayMs = Math.min(EDITORIAL_RETRY_MAX_MS, Math.max(EDITORIAL_RETRY_MIN_MS, this.retryDelayMs * 2));
    let view = this.lastKnown;
    if (!view) {
      const stored = await this.cache.getJson<unknown>(EDITORIAL_LAST_KNOWN_KEY);
      if (isEditorialSnapshot(stored)) view = this.lastKnown = viewOfSnapshot(stored);
    }
    view ??= SEEDED_DATA;
    const reason = describeFailure(error);
    this.logger.warn(
      `Editorial data not read (${reason}); serving ${view === SEEDED_DATA ? 'the data as seeded' : `the last snapshot known (${view.version})`}, asking again in ${this.retryDelayMs / 1000} s`,
    );
    if (generation === this.generation) this.held = { view, until: Date.now() + this.retryDelayMs };
    return view;
  }
}
