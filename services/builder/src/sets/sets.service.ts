import { Injectable, NotFoundException } from '@nestjs/common';
import type { ItemSet, LanguageCode } from '@eoa/contracts';
import { GameDataService } from '../game-data/game-data.service.js';
import { presentSet } from './set.presenter.js';

/** The /set answers, from the in-memory game data. */
@Injectable()
export class SetsService {
  constructor(private readonly gameData: GameDataService) {}

  all(lang: LanguageCode): ItemSet[] {
    const snapshot = this.gameData.snapshot;
    return snapshot.sets.map((s) => presentSet(s, snapshot, lang));
  }

  byId(id: number, lang: LanguageCode): ItemSet {
    const snapshot = this.gameData.snapshot;
    const set = snapshot.setsById.get(id);
    if (!set) throw new NotFoundException(`Set ${id} not found`);
    return presentSet(set, snapshot, lang);
  }

  /** The set an item belongs to; 404 when the item is unknown or belongs to none (the client stays silent). */
  byItem(itemId: number, lang: LanguageCode): ItemSet {
    const snapshot = this.gameData.snapshot;
    const item = snapshot.engine.item(itemId);
    if (!item) throw new NotFoundException(`Item ${itemId} not found`);
    const set = item.setId !== null ? snapshot.setsById.get(item.setId) : undefined;
    if (!set) throw new NotFoundException(`Item ${itemId} belongs to no set`);
    return presentSet(set, snapshot, lang);
  }
}
