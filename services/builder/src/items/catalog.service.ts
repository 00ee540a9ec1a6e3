// The full catalog (GET /items?page=1&pageSize=50000 — the client's bulk load) and every other large page:
// built once per language, page and data version, compressed once and kept in Redis and in the process by
// server-kit's PrecompressedStore, and sent as they are with a strong ETag (304 while it holds).

import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { ITEMS_PAGE_SIZE, type ClearCacheResult, type LanguageCode } from '@eoa/contracts';
import { CacheService, PrecompressedStore } from '@eoa/server-kit';
import { GameDataService } from '../game-data/game-data.service.js';
import { ItemsService } from './items.service.js';

/** Pages of at least this many items are served precompressed from the cache; smaller ones from the database. */
export const CATALOG_MIN_PAGE_SIZE = 1000;
/** Redis key prefix of the compressed pages (inside the builder's cache namespace). */
export const CATALOG_KEY_PREFIX = 'items-page:';

export interface CatalogRequest {
  lang: LanguageCode;
  page?: number;
  pageSize?: number;
  ifNoneMatch?: string;
  acceptEncoding?: string;
}

@Injectable()
export class CatalogService {
  /** The compressed pages: 4 languages × the bulk load, plus a few progressive pages, stay in the process. */
  readonly pages: PrecompressedStore;

  constructor(
    private readonly items: ItemsService,
    private readonly gameData: GameDataService,
    cache: CacheService,
  ) {
    this.pages = new PrecompressedStore(cache, {
      keyPrefix: CATALOG_KEY_PREFIX,
      label: 'Catalog',
      memoEntries: 12,
    });
    // A new data version makes every page's tag new; the old ones are dropped now rather than at their TTL.
    this.gameData.onReload(() => this.clear().then(() => undefined));
  }

  /** Whether a page is served from the compressed store: large, and not past the end (nothing to keep). */
  serves(page: number, pageSize: number): boolean {
    return pageSize >= CATALOG_MIN_PAGE_SIZE && (page - 1) * pageSize < this.gameData.snapshot.itemCount;
  }

  /** The tag of a page without building it (cheap: for If-None-Match before anything else). */
  tagOf(lang: LanguageCode, page: number, pageSize: number): string {
    const { fingerprint } = this.gameData.snapshot;
    const hash = createHash('sha256').update(`${fingerprint}|${lang}|${page}|${pageSize}`).digest('base64url').slice(0, 22);
    return `items-${hash}`;
  }

  /**
   * GET /items: a large page from the compressed store (304, or the negotiated encoding with its ETag), a
   * small one (or one past the end) as plain JSON from the database.
   */
  async send(res: Response, { lang, page = 1, pageSize = ITEMS_PAGE_SIZE, ifNoneMatch, acceptEncoding }: CatalogRequest): Promise<void> {
    if (!this.serves(page, pageSize)) {
      res.json(await this.items.page({}, { page, pageSize }, lang));
      return;
    }
    const tag = this.tagOf(lang, page, pageSize);
    return this.pages.send(res, {
      tag,
      produce: () => this.items.page({}, { page, pageSize }, lang),
      // A page built while the data was reloaded belongs to the old version: not kept.
      stillCurrent: () => tag === this.tagOf(lang, page, pageSize),
      ifNoneMatch,
      acceptEncoding,
      vary: 'Accept-Language',
    });
  }

  /** Empties the process memo and the shared cache's pages; returns the shared entries removed. */
  clear(): Promise<number> {
    return this.pages.clear();
  }

  /** POST /items/clear-cache. */
  async clearCache(): Promise<ClearCacheResult> {
    return { cleared: true, cacheEntries: await this.clear() };
  }
}
