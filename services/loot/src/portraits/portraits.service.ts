import { createHash } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { LOOT_SEARCH_MAX_LENGTH } from '@eoa/contracts';
import { CacheService, DataCache, ProblemException } from '@eoa/server-kit';
import { BossTablesService } from '../instances/boss-tables.service.js';
import { bossPortraitSvg } from './boss-portrait.svg.js';
import { renderPng } from './render-png.js';

export interface Portrait {
  body: Buffer;
  etag: string;
}

/** A day, like the icons: a portrait changes only when the art or the boss does. */
export const PORTRAIT_TTL_SECONDS = 86_400;
const MEMO_ENTRIES = 200;
const FILE = /^(.+)\.png$/i;

/**
 * GET /icons/bosses/{name}.png: a portrait drawn for the boss (deterministic per name), rendered to PNG once
 * and kept in memory (bounded) and in Redis for the other replicas. Only bosses of the loot tables have one.
 */
@Injectable()
export class PortraitsService {
  private readonly memo = new Map<string, Portrait>();

  constructor(
    private readonly tables: BossTablesService,
    private readonly cache: CacheService,
    dataCache: DataCache,
  ) {
    dataCache.onClear(() => this.memo.clear());
  }

  async portrait(file: string): Promise<Portrait> {
    const name = FILE.exec(file)?.[1]?.trim();
    if (!name) throw new ProblemException(HttpStatus.BAD_REQUEST, 'loot.portrait', {});
    if (name.length > LOOT_SEARCH_MAX_LENGTH) throw new ProblemException(HttpStatus.BAD_REQUEST, 'loot.bossNameLength', { max: LOOT_SEARCH_MAX_LENGTH });
    const found = await this.tables.bossNamed(name);
    if (!found) throw new ProblemException(HttpStatus.NOT_FOUND, 'loot.noBossNamed', { name });
    // One picture per boss whichever language its name was asked in.
    const key = `portrait:${found.boss.mobId}`;
    const known = this.memo.get(key);
    if (known) return known;
    let body = await this.cache.getBuffer(key);
    if (!body) {
      body = renderPng(bossPortraitSvg({ name: found.boss.name.en, level: found.boss.level }));
      await this.cache.setBuffer(key, body, PORTRAIT_TTL_SECONDS);
    }
    const portrait = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (this.memo.size >= MEMO_ENTRIES) this.memo.delete(this.memo.keys().next().value!);
    this.memo.set(key, portrait);
    return portrait;
  }
}
