import { Injectable } from '@nestjs/common';
import type { ItemDropSource, LanguageCode } from '@eoa/contracts';
import { presentDropSources } from '@eoa/game-rules';
import { DataCache } from '@eoa/server-kit';
import { ItemSourcesLoader } from './item-sources.loader.js';
import { presentItemSource } from './item-source.presenter.js';

/**
 * Where an item comes from (GET /items/{id}/dropsources and /loot/item/{id}/sources, one answer): the rows
 * in the request's language with the display rules of spec 1 §9 applied once, here ("Raid Gear:" quests
 * hidden, one source per mob name with its best chance).
 */
@Injectable()
export class ItemSourcesService {
  constructor(
    private readonly loader: ItemSourcesLoader,
    private readonly cache: DataCache,
  ) {}

  async sources(itemId: number, lang: LanguageCode): Promise<ItemDropSource[]> {
    const rows = await this.cache.getOrLoad(`sources:${itemId}`, () => this.loader.load(itemId));
    return presentDropSources(rows.map((row) => presentItemSource(row, lang)));
  }
}
