import { createHash } from 'node:crypto';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NPC_MARKER_CODE, QUEST_MARKER_CODE, type LanguageCode, type Localized } from '@eoa/contracts';
import { CacheService, DataCache, ProblemException } from '@eoa/server-kit';
import { categoryIconSvg } from './category-icon.svg.js';
import type { WorldGeography } from './geography.js';
import { GeographyLoader } from './geography.loader.js';
import { mapImageSvg } from './map-image.js';
import { renderPng } from './render-png.js';
import { Terrain } from './terrain.js';

/** A file as sent: its bytes, a strong ETag, its type. */
export interface ImageFile {
  body: Buffer;
  etag: string;
  contentType: string;
}

/** Browsers keep an image a day (the t parameter changes the URL when the page wants a fresh one; ETags revalidate). */
export const IMAGE_MAX_AGE_SECONDS = 86_400;
/** Redis keeps a rendered map a day at most; data.changed for atlas drops it sooner. */
const REDIS_TTL_SECONDS = 86_400;
/** Bump when the drawing changes: Redis then holds no image of an older drawing. */
export const DRAWING_VERSION = 4;
/** Rendered maps kept in this process (the least recently used go first), in bytes. */
const MEMO_BYTES = 160 * 1024 * 1024;

interface Geography {
  world: WorldGeography;
  terrain: Terrain;
  ids: Set<number>;
}

interface CategoryRow {
  code: number;
  name: Localized;
  group: string;
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Map images and category icons. A map's image is drawn from the atlas geography (pure: the same data, map and
 * language give the same picture), rendered to PNG once per map and language, then served from this process's
 * memory or from Redis (shared by the replicas and restarts); everything is dropped on data.changed for atlas.
 */
@Injectable()
export class MapImagesService {
  private readonly logger = new Logger('MapImages');
  private geography: Promise<Geography> | null = null;
  private categories: Promise<Map<number, CategoryRow>> | null = null;
  private readonly memo = new Map<string, ImageFile>();
  private memoBytes = 0;
  private readonly icons = new Map<number, ImageFile>();
  private readonly inFlight = new Map<string, Promise<ImageFile>>();
  /** The last terrain built and the geography it was built from (kept across a clear when the geography is the same). */
  private lastTerrain: { fingerprint: string; terrain: Terrain } | null = null;
  /** Bumped by a clear: an image drawn from the data before it is answered but neither kept nor stored. */
  private generation = 0;
  /** Milliseconds of the last drawing and rendering (the bench prints it). */
  lastRenderMs: number | null = null;

  constructor(
    private readonly loader: GeographyLoader,
    private readonly dataSource: DataSource,
    private readonly cache: CacheService,
    dataCache: DataCache,
  ) {
    dataCache.onClear(() => this.drop());
  }

  /** The PNG of a map in a language: from memory, else Redis, else drawn (concurrent asks share one drawing). */
  async mapImage(mapId: number, lang: LanguageCode): Promise<ImageFile> {
    const key = `map-image:v${DRAWING_VERSION}:${mapId}:${lang}`;
    const known = this.memo.get(key);
    if (known) {
      this.memo.delete(key);
      this.memo.set(key, known);
      return known;
    }
    const geography = await this.loadGeography();
    if (!geography.ids.has(mapId)) throw new ProblemException(HttpStatus.NOT_FOUND, 'atlas.noMapWithId', { id: mapId });
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.produce(key, geography, mapId, lang).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** A marker category's icon (SVG); 404 for a code that is no category (998 and 999 are the page's NPC and quest markers). */
  async categoryIcon(code: number): Promise<ImageFile> {
    const known = this.icons.get(code);
    if (known) return known;
    const generation = this.generation;
    const categories = await this.loadCategories();
    const category = categories.get(code);
    if (!category && code !== NPC_MARKER_CODE && code !== QUEST_MARKER_CODE) throw new ProblemException(HttpStatus.NOT_FOUND, 'atlas.noMarkerCategory', { code });
    const body = Buffer.from(categoryIconSvg({ code, group: category?.group, name: category?.name.en }));
    const icon = { body, etag: etagOf(body), contentType: 'image/svg+xml; charset=utf-8' };
    if (generation === this.generation) this.icons.set(code, icon);
    return icon;
  }

  private async produce(key: string, geography: Geography, mapId: number, lang: LanguageCode): Promise<ImageFile> {
    const generation = this.generation;
    let body = await this.cache.getBuffer(key);
    if (!body) {
      const started = performance.now();
      const drawn = mapImageSvg(geography.world, geography.terrain, mapId, lang)!;
      const svgMs = performance.now() - started;
      body = await renderPng(drawn.svg);
      this.lastRenderMs = performance.now() - started;
      this.logger.log(
        `map ${mapId} (${lang}): ${drawn.width}×${drawn.height}, SVG ${(drawn.svg.length / 1e6).toFixed(1)} MB in ${Math.round(svgMs)} ms, PNG ${(body.length / 1e6).toFixed(2)} MB in ${Math.round(this.lastRenderMs - svgMs)} ms`,
      );
      if (generation === this.generation) await this.cache.setBuffer(key, body, REDIS_TTL_SECONDS);
    }
    const image = { body, etag: etagOf(body), contentType: 'image/png' };
    if (generation === this.generation) this.remember(key, image);
    return image;
  }

  private remember(key: string, image: ImageFile): void {
    this.memo.set(key, image);
    this.memoBytes += image.body.length;
    while (this.memoBytes > MEMO_BYTES && this.memo.size > 1) {
      const [oldest, file] = this.memo.entries().next().value!;
      this.memo.delete(oldest);
      this.memoBytes -= file.body.length;
    }
  }

  private loadGeography(): Promise<Geography> {
    if (!this.geography) {
      const generation = this.generation;
      const loading = this.loader.load().then((world) => {
        // A data change that leaves the geography as it was (quests, NPCs…) keeps the terrain with its rivers and roads.
        const fingerprint = createHash('sha1').update(JSON.stringify(world)).digest('base64url');
        if (this.lastTerrain?.fingerprint !== fingerprint) {
          const started = performance.now();
          this.lastTerrain = { fingerprint, terrain: new Terrain(world) };
          this.logger.log(`geography: ${world.maps.length} maps, ${world.places.length} places; terrain in ${Math.round(performance.now() - started)} ms`);
        }
        return { world, terrain: this.lastTerrain.terrain, ids: new Set(world.maps.map((m) => m.id)) };
      });
      this.geography = loading;
      // A failed load is not kept (the next ask tries again), nor one that a clear made stale.
      loading.then(
        () => generation !== this.generation && this.geography === loading && (this.geography = null),
        () => this.geography === loading && (this.geography = null),
      );
    }
    return this.geography;
  }

  private loadCategories(): Promise<Map<number, CategoryRow>> {
    if (!this.categories) {
      const loading = this.dataSource
        .query(`SELECT code, name, marker_group AS "group" FROM atlas.marker_categories ORDER BY code`)
        .then((rows: CategoryRow[]) => new Map(rows.map((row) => [row.code, row])));
      this.categories = loading;
      loading.catch(() => this.categories === loading && (this.categories = null));
    }
    return this.categories;
  }

  private drop(): void {
    this.generation++;
    this.memo.clear();
    this.memoBytes = 0;
    this.icons.clear();
    this.geography = null;
    this.categories = null;
  }
}
