// The full catalog (GET /items?page=1&pageSize=50000 — the client's bulk load) and every other large page:
// computed once per language, page and data version, compressed once (brotli and gzip), kept in Redis
// (shared by replicas and restarts) and in this process, and sent as they are with a strong ETag.

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import { Injectable, Logger } from '@nestjs/common';
import type { LanguageCode } from '@eoa/contracts';
import { CacheService } from '@eoa/server-kit';
import { GameDataService } from '../game-data/game-data.service.js';
import { ItemsService } from './items.service.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Pages of at least this many items are served precompressed from the cache; smaller ones from the database. */
export const CATALOG_MIN_PAGE_SIZE = 1000;
/** Redis lifetime of a compressed page (the key also carries the data fingerprint). */
const REDIS_TTL_SECONDS = 24 * 3600;
/** Pages kept in this process (4 languages × the bulk load, plus a few progressive pages). */
const MEMO_ENTRIES = 12;
const KEY_PREFIX = 'items-page:';

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CatalogPage {
  /** ETag base: data fingerprint + language + page + pageSize. */
  tag: string;
  br: Buffer;
  gzip: Buffer;
  itemCount: number;
}

/** The strong ETag of one encoding of a page (each encoding is its own representation). */
export function etagOf(page: Pick<CatalogPage, 'tag'>, encoding: Encoding): string {
  return `"${page.tag}-${encoding}"`;
}

/** Whether an If-None-Match header names any encoding of this page (the decoded JSON is the same). */
export function matchesPage(ifNoneMatch: string | undefined, page: Pick<CatalogPage, 'tag'>): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === `"${page.tag}-br"` || tag === `"${page.tag}-gzip"` || tag === `"${page.tag}-identity"`;
  });
}

/** br when the client takes it, else gzip, else the plain JSON (q=0 refuses a coding). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    let value = 1;
    for (const param of params) {
      const [key, v] = param.split('=');
      if (key?.trim() === 'q') value = Number(v);
    }
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

@Injectable()
export class CatalogService {
  private readonly logger = new Logger('Catalog');
  private readonly memo = new Map<string, CatalogPage>();
  private readonly inFlight = new Map<string, Promise<CatalogPage>>();

  constructor(
    private readonly items: ItemsService,
    private readonly gameData: GameDataService,
    private readonly cache: CacheService,
  ) {
    // A new data version makes every page's key new; the old ones are dropped now rather than at their TTL.
    this.gameData.onReload(() => this.clear().then(() => undefined));
  }

  /** Items in the catalog (pages starting past it are not cached). */
  get itemCount(): number {
    return this.gameData.snapshot.itemCount;
  }

  /** The tag of a page without computing it (cheap: for If-None-Match before anything else). */
  tagOf(lang: LanguageCode, page: number, pageSize: number): string {
    const { fingerprint } = this.gameData.snapshot;
    const hash = createHash('sha256').update(`${fingerprint}|${lang}|${page}|${pageSize}`).digest('base64url').slice(0, 22);
    return `items-${hash}`;
  }

  async get(lang: LanguageCode, page: number, pageSize: number): Promise<CatalogPage> {
    const tag = this.tagOf(lang, page, pageSize);
    const memoised = this.memo.get(tag);
    if (memoised) {
      // Most recently used last.
      this.memo.delete(tag);
      this.memo.set(tag, memoised);
      return memoised;
    }
    let pending = this.inFlight.get(tag);
    if (!pending) {
      pending = this.load(tag, lang, page, pageSize).finally(() => this.inFlight.delete(tag));
      this.inFlight.set(tag, pending);
    }
    return pending;
  }

  /** The plain JSON of a page, for a client that takes no compression. */
  async identity(page: CatalogPage): Promise<Buffer> {
    return gunzipAsync(page.gzip);
  }

  /** Empties the process memo and the shared cache's pages; returns the shared entries removed. */
  async clear(): Promise<number> {
    this.memo.clear();
    return this.cache.delByPrefix(KEY_PREFIX);
  }

  private async load(tag: string, lang: LanguageCode, page: number, pageSize: number): Promise<CatalogPage> {
    const [br, gz, count] = await Promise.all([
      this.cache.getBuffer(`${KEY_PREFIX}${tag}:br`),
      this.cache.getBuffer(`${KEY_PREFIX}${tag}:gzip`),
      this.cache.getJson<number>(`${KEY_PREFIX}${tag}:count`),
    ]);
    let result: CatalogPage;
    if (br && gz && typeof count === 'number') {
      result = { tag, br, gzip: gz, itemCount: count };
    } else {
      result = await this.compute(tag, lang, page, pageSize);
      await Promise.all([
        this.cache.setBuffer(`${KEY_PREFIX}${tag}:br`, result.br, REDIS_TTL_SECONDS),
        this.cache.setBuffer(`${KEY_PREFIX}${tag}:gzip`, result.gzip, REDIS_TTL_SECONDS),
        this.cache.setJson(`${KEY_PREFIX}${tag}:count`, result.itemCount, REDIS_TTL_SECONDS),
      ]);
    }
    // Only keep it if the data did not change meanwhile.
    if (tag === this.tagOf(lang, page, pageSize)) {
      this.memo.set(tag, result);
      while (this.memo.size > MEMO_ENTRIES) this.memo.delete(this.memo.keys().next().value!);
    }
    return result;
  }

  private async compute(tag: string, lang: LanguageCode, page: number, pageSize: number): Promise<CatalogPage> {
    const started = performance.now();
    const body = await this.items.page({}, { page, pageSize }, lang);
    const json = Buffer.from(JSON.stringify(body));
    const built = performance.now();
    // Both run on libuv's thread pool, side by side, without blocking the event loop.
    const [br, gz] = await Promise.all([
      brotli(json, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_LGWIN]: 24,
          [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      }),
      gzipAsync(json, { level: 9, memLevel: 9 }),
    ]);
    this.logger.log(
      `Items page ${page}×${pageSize} (${lang}): ${body.items.length} items, ${(json.length / 1e6).toFixed(1)} MB JSON → br ${(br.length / 1e6).toFixed(2)} MB, gzip ${(gz.length / 1e6).toFixed(2)} MB in ${Math.round(performance.now() - started)} ms (JSON ${Math.round(built - started)} ms)`,
    );
    return { tag, br, gzip: gz, itemCount: body.items.length };
  }
}
