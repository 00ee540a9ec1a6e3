// Large JSON answers served precompressed: the body is built once per tag (a tag names one version of one
// answer, e.g. data fingerprint + language + page), compressed once (brotli and gzip, on libuv's threads),
// kept in Redis (shared by replicas and restarts) and in the process, and sent as it is with a strong ETag
// per encoding; a matching If-None-Match answers 304 without building anything. The builder's item catalog
// uses it; the atlas (markers), crafting (recipe lists) and admin (quest list) serve their large lists the same way.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { CacheService } from '../redis/cache.service.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One answer, compressed both ways. The plain JSON is decompressed from gzip when a client takes neither. */
export interface PrecompressedBody {
  tag: string;
  br: Buffer;
  gzip: Buffer;
}

/** The strong ETag of one encoding of an answer (each encoding is its own representation). */
export function etagOf(tag: string, encoding: Encoding): string {
  return `"${tag}-${encoding}"`;
}

/** Whether an If-None-Match header names any encoding of this answer (the decoded JSON is the same). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const named = candidate.trim().replace(/^W\//, '');
    return named === etagOf(tag, 'br') || named === etagOf(tag, 'gzip') || named === etagOf(tag, 'identity');
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

/** Brotli (quality 9, text mode) and gzip (level 9) of one JSON text, side by side. */
export async function compressJson(json: Buffer): Promise<Omit<PrecompressedBody, 'tag'>> {
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
  return { br, gzip: gz };
}

export interface PrecompressedStoreOptions {
  /** Redis keys start with it (inside the service's cache namespace), e.g. "items-page:". */
  keyPrefix: string;
  /** Answers kept in this process, most recently used first out last (default 12). */
  memoEntries?: number;
  /** Redis lifetime (default a day; the tag changes with the data anyway). */
  ttlSeconds?: number;
  /** Log name of the compressed answers (one line per computation). */
  label: string;
}

export interface SendPrecompressedOptions {
  tag: string;
  /** Builds the answer's JSON value (only when neither the process nor Redis has it). */
  produce: () => Promise<unknown>;
  /** Whether the tag is still the current one once built (else it is not memoised: the data changed meanwhile). */
  stillCurrent?: () => boolean;
  ifNoneMatch?: string;
  acceptEncoding?: string;
  /** Default "no-cache": clients revalidate and get a 304 while the tag holds. */
  cacheControl?: string;
  /** Vary beside Accept-Encoding (e.g. "Accept-Language"). */
  vary?: string;
}

/** Builds, keeps and sends precompressed answers; one instance per kind of answer. */
export class PrecompressedStore {
  private readonly logger: Logger;
  private readonly memo = new Map<string, PrecompressedBody>();
  private readonly inFlight = new Map<string, Promise<PrecompressedBody>>();

  constructor(
    private readonly cache: Pick<CacheService, 'getBuffer' | 'setBuffer' | 'delByPrefix'>,
    private readonly options: PrecompressedStoreOptions,
  ) {
    this.logger = new Logger(options.label);
  }

  /** The compressed answer of a tag: from the process, else Redis, else built (concurrent calls share one build). */
  get(tag: string, produce: () => Promise<unknown>, stillCurrent?: () => boolean): Promise<PrecompressedBody> {
    const memoised = this.memo.get(tag);
    if (memoised) {
      this.memo.delete(tag);
      this.memo.set(tag, memoised);
      return Promise.resolve(memoised);
    }
    let pending = this.inFlight.get(tag);
    if (!pending) {
      pending = this.load(tag, produce, stillCurrent).finally(() => this.inFlight.delete(tag));
      this.inFlight.set(tag, pending);
    }
    return pending;
  }

  /** The plain JSON of an answer, for a client that takes no compression. */
  identity(body: PrecompressedBody): Promise<Buffer> {
    return gunzipAsync(body.gzip);
  }

  /** Empties the process memo and the shared cache's answers; returns the shared entries removed. */
  async clear(): Promise<number> {
    this.memo.clear();
    return this.cache.delByPrefix(this.options.keyPrefix);
  }

  /** Answers a GET: 304 when If-None-Match names the tag, else the negotiated encoding with its ETag. */
  async send(res: Response, options: SendPrecompressedOptions): Promise<void> {
    const started = performance.now();
    const encoding = negotiateEncoding(options.acceptEncoding);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', options.cacheControl ?? 'no-cache');
    res.setHeader('Vary', options.vary ? `Accept-Encoding, ${options.vary}` : 'Accept-Encoding');
    if (matchesTag(options.ifNoneMatch, options.tag)) {
      res.setHeader('ETag', etagOf(options.tag, encoding));
      res.status(304).end();
      return;
    }
    const body = await this.get(options.tag, options.produce, options.stillCurrent);
    const bytes = encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : await this.identity(body);
    res.setHeader('ETag', etagOf(body.tag, encoding));
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(bytes.length));
    res.setHeader('Server-Timing', `app;dur=${(performance.now() - started).toFixed(1)}`);
    res.status(200).end(bytes);
  }

  private async load(tag: string, produce: () => Promise<unknown>, stillCurrent?: () => boolean): Promise<PrecompressedBody> {
    const key = `${this.options.keyPrefix}${tag}`;
    const [br, gz] = await Promise.all([this.cache.getBuffer(`${key}:br`), this.cache.getBuffer(`${key}:gzip`)]);
    let body: PrecompressedBody;
    if (br && gz) {
      body = { tag, br, gzip: gz };
    } else {
      body = await this.compute(tag, produce);
      const ttl = this.options.ttlSeconds ?? 24 * 3600;
      await Promise.all([this.cache.setBuffer(`${key}:br`, body.br, ttl), this.cache.setBuffer(`${key}:gzip`, body.gzip, ttl)]);
    }
    if (stillCurrent?.() ?? true) {
      this.memo.set(tag, body);
      while (this.memo.size > (this.options.memoEntries ?? 12)) this.memo.delete(this.memo.keys().next().value!);
    }
    return body;
  }

  private async compute(tag: string, produce: () => Promise<unknown>): Promise<PrecompressedBody> {
    const started = performance.now();
    const json = Buffer.from(JSON.stringify(await produce()));
    const built = performance.now();
    const compressed = await compressJson(json);
    this.logger.log(
      `${tag}: ${(json.length / 1e6).toFixed(1)} MB JSON → br ${(compressed.br.length / 1e6).toFixed(2)} MB, gzip ${(compressed.gzip.length / 1e6).toFixed(2)} MB in ${Math.round(performance.now() - started)} ms (JSON ${Math.round(built - started)} ms)`,
    );
    return { tag, ...compressed };
  }
}
