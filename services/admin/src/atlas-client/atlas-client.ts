// Admin's reader of the atlas service (DESIGN: a service asks the service that owns the data): the quests as seeded,
// one quest, the zone maps (GET /api/internal/*, with the internal token) and the quest categories (atlas's public
// GET /api/quests/categories). The list, zones and categories are kept in the process and in Redis for an hour and
// dropped on data.changed for atlas (a lost event delays freshness by that hour at most); one quest is read each time.
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AtlasInternalQuest, AtlasInternalQuestDetail, AtlasZoneMap, LanguageCode, QuestCategory } from '@eoa/contracts';
import {
  APP_CONFIG,
  CacheService,
  DATA_CACHE_TTL_SECONDS,
  DependencyUnavailableException,
  EventsService,
  InternalCallError,
  InternalHttpClient,
  type AppConfig,
} from '@eoa/server-kit';

/** An atlas slower than this counts as unreachable. */
export const ATLAS_TIMEOUT_MS = 10_000;
/** Redis keys (in admin's cache namespace) start with this. */
export const ATLAS_CACHE_PREFIX = 'atlas:';


@Injectable()
export class AtlasClient implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('AtlasClient');
  private readonly http: InternalHttpClient;
  private readonly memo = new Map<string, { value: unknown; until: number }>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Bumped by every drop: a value read before a drop is answered but not kept. */
  private generation = 0;
  private unsubscribe?: () => void;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly cache: CacheService,
    private readonly events: EventsService,
  ) {
    this.http = new InternalHttpClient({ baseUrl: config.serviceUrls.atlas, token: config.internalToken, timeoutMs: ATLAS_TIMEOUT_MS });
  }

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe(async (event) => {
      if (event.type === 'data.changed' && event.service === 'atlas') await this.drop();
    });
  }

  onApplicationShutdown(): void {
    this.unsubscribe?.();
  }

  /** Every quest as seeded, by name in `lang` (AtlasInternalQuest: list fields plus the names in every language). */
  quests(lang: LanguageCode): Promise<AtlasInternalQuest[]> {
    return this.cached(`quests:${lang}`, () => this.ask(this.http.getJson<AtlasInternalQuest[]>(`/api/internal/quests?lang=${lang}`)));
  }

  /** A quest as seeded with its map's box; null when atlas has no such quest. */
  async quest(id: number, lang: LanguageCode): Promise<AtlasInternalQuestDetail | null> {
    return this.ask(this.http.getJson<AtlasInternalQuestDetail>(`/api/internal/quests/${id}?lang=${lang}`, { notFoundIsNull: true }));
  }

  /** The ten main zone maps with their English names and boxes. */
  zones(): Promise<AtlasZoneMap[]> {
    return this.cached('zones', () => this.ask(this.http.getJson<AtlasZoneMap[]>('/api/internal/maps/zones')));
  }

  /** The quest categories (atlas's public list), names in `lang`. */
  categories(lang: LanguageCode): Promise<QuestCategory[]> {
    return this.cached(`categories:${lang}`, () => this.ask(this.http.getJson<QuestCategory[]>(`/api/quests/categories?lang=${lang}`)));
  }

  /** Forgets everything read from atlas (data.changed for atlas). */
  async drop(): Promise<void> {
    this.generation++;
    this.memo.clear();
    this.loading.clear();
    await this.cache.delByPrefix(ATLAS_CACHE_PREFIX);
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const held = this.memo.get(key);
    if (held && Date.now() < held.until) return Promise.resolve(held.value as T);
    let pending = this.loading.get(key) as Promise<T> | undefined;
    if (!pending) {
      const generation = this.generation;
      pending = (async () => {
        const stored = await this.cache.getJson<{ value: T; storedAt: number }>(ATLAS_CACHE_PREFIX + key);
        if (stored && Date.now() < stored.storedAt + DATA_CACHE_TTL_SECONDS * 1000) {
          if (generation === this.generation) this.memo.set(key, { value: stored.value, until: stored.storedAt + DATA_CACHE_TTL_SECONDS * 1000 });
          return stored.value;
        }
        const value = await load();
        if (generation === this.generation) {
          const storedAt = Date.now();
          this.memo.set(key, { value, until: storedAt + DATA_CACHE_TTL_SECONDS * 1000 });
          await this.cache.setJson(ATLAS_CACHE_PREFIX + key, { value, storedAt }, DATA_CACHE_TTL_SECONDS);
        }
        return value;
      })().finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** A call to atlas under way; whatever fails (not reached, slow, an error status, not JSON) is logged and answered 503. */
  private async ask<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (!(error instanceof InternalCallError)) throw error;
      this.logger.warn(error.message);
      throw new DependencyUnavailableException('admin.atlasUnavailable', {});
    }
  }
}
