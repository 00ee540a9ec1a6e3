// The atlas's large answers — a zone's markers, the composite view, every quest, every NPC — built once per data
// version, editorial version, language and query, compressed once (br, gzip) and kept in Redis and the process by
// server-kit's PrecompressedStore, and sent with a strong ETag (304 while it holds). Dropped with the world on
// data.changed.
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { LanguageCode } from '@eoa/contracts';
import { CacheService, DataCache, PrecompressedStore } from '@eoa/server-kit';

/** Redis key prefix of the compressed answers (inside the atlas's cache namespace). */
export const LARGE_ANSWERS_KEY_PREFIX = 'answers:';

export interface LargeAnswer {
  /** What the answer is ("markers", "composite", "quests", "npcs"): part of the tag. */
  kind: string;
  lang: LanguageCode;
  /** The data's fingerprint and the editorial version the answer is built from. */
  versions: readonly string[];
  /** The query that shapes the answer, canonical (same query, same text). */
  query: string;
  produce: () => Promise<unknown> | unknown;
  /** Whether the versions are still the current ones once built (else the answer is not memoised). */
  stillCurrent: () => boolean;
}

@Injectable()
export class LargeAnswersService {
  private readonly store: PrecompressedStore;

  constructor(cache: CacheService, dataCache: DataCache) {
    this.store = new PrecompressedStore(cache, { keyPrefix: LARGE_ANSWERS_KEY_PREFIX, label: 'Atlas answers', memoEntries: 48 });
    dataCache.onClear(() => {
      void this.store.clear();
    });
  }

  /** The tag of an answer (cheap: a 304 needs nothing else). */
  tagOf(answer: Pick<LargeAnswer, 'kind' | 'lang' | 'versions' | 'query'>): string {
    const hash = createHash('sha256').update([...answer.versions, answer.lang, answer.query].join('|')).digest('base64url').slice(0, 22);
    return `${answer.kind}-${hash}`;
  }

  /** Sends an answer: precompressed with its ETag when `large`, else as plain JSON built now. */
  async send(req: Request, res: Response, large: boolean, answer: LargeAnswer): Promise<void> {
    if (!large) {
      res.json(await answer.produce());
      return;
    }
    return this.store.send(res, {
      tag: this.tagOf(answer),
      produce: async () => answer.produce(),
      stillCurrent: answer.stillCurrent,
      ifNoneMatch: req.headers['if-none-match'],
      acceptEncoding: req.headers['accept-encoding'],
      vary: 'Accept-Language',
    });
  }

  clear(): Promise<number> {
    return this.store.clear();
  }
}
