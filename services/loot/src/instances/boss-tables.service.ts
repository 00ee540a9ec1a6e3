import { HttpStatus, Injectable } from '@nestjs/common';
import { LANGUAGE_CODES, type LanguageCode, type Localized, type LootBoss, type LootBossSearchResult, type LootTables } from '@eoa/contracts';
import { DataCache, ProblemException } from '@eoa/server-kit';
import { BossTablesLoader, type RawBoss, type RawInstance } from './boss-tables.loader.js';
import { presentBoss, presentBossSummary, presentInstance } from './boss-tables.presenter.js';

const CACHE_KEY = 'boss-tables';

/** Lower case without accents, so "sarnur" finds "Sarnúr" and "СКОРГРИМ" finds "Скоргрим". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

function namesOf(text: Localized): string[] {
  return LANGUAGE_CODES.map((code) => foldText(text[code] ?? ''));
}

export interface BossSearch {
  search?: string;
  instance?: string;
}

/** GET /loot/boss-tables, /boss-tables/{mobId}, /boss-tables/search, and boss lookups by name (portraits). */
@Injectable()
export class BossTablesService {
  constructor(
    private readonly loader: BossTablesLoader,
    private readonly cache: DataCache,
  ) {}

  async tables(lang: LanguageCode): Promise<LootTables> {
    const instances = await this.raw();
    return { instances: instances.map((instance) => presentInstance(instance, lang)) };
  }

  async boss(mobId: number, lang: LanguageCode): Promise<LootBoss> {
    for (const instance of await this.raw()) {
      const boss = instance.bosses.find((b) => b.mobId === mobId);
      if (boss) return presentBoss(boss, instance, lang);
    }
    throw new ProblemException(HttpStatus.NOT_FOUND, 'loot.bossNotFound', { id: mobId });
  }

  /**
   * Bosses whose name (in any language) contains `search`, in instances whose name (any language) or id is
   * `instance`; both case- and accent-insensitive, both optional (nothing given: every boss).
   */
  async search(query: BossSearch, lang: LanguageCode): Promise<LootBossSearchResult> {
    const needle = query.search ? foldText(query.search) : '';
    const instanceWanted = query.instance ? foldText(query.instance) : '';
    const bosses = [];
    for (const instance of await this.raw()) {
      if (instanceWanted && String(instance.id) !== instanceWanted && !namesOf(instance.name).includes(instanceWanted)) continue;
      for (const boss of instance.bosses) {
        if (needle && !namesOf(boss.name).some((name) => name.includes(needle))) continue;
        bosses.push(presentBossSummary(boss, instance, lang));
      }
    }
    return { bosses, totalCount: bosses.length };
  }

  /** The boss of this name in any language (any case), or undefined. */
  async bossNamed(name: string): Promise<{ boss: RawBoss; instance: RawInstance } | undefined> {
    const wanted = foldText(name);
    for (const instance of await this.raw()) {
      const boss = instance.bosses.find((b) => namesOf(b.name).includes(wanted));
      if (boss) return { boss, instance };
    }
    return undefined;
  }

  private raw(): Promise<RawInstance[]> {
    return this.cache.getOrLoad(CACHE_KEY, () => this.loader.load());
  }
}
