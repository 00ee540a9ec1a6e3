import { HttpStatus, Injectable } from '@nestjs/common';
import type { ItemSet, LanguageCode } from '@eoa/contracts';
import { ProblemException } from '@eoa/server-kit';
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
    if (!set) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.setNotFound', { id });
    return presentSet(set, snapshot, lang);
  }

  /** The set an item belongs to; 404 when the item is unknown or belongs to none (the client stays silent). */
  byItem(itemId: number, lang: LanguageCode): ItemSet {
    const snapshot = this.gameData.snapshot;
    const item = snapshot.engine.item(itemId);
    if (!item) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.itemNotFound', { id: itemId });
    const set = item.setId !== null ? snapshot.setsById.get(item.setId) : undefined;
    if (!set) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.itemNoSet', { id: itemId });
    return presentSet(set, snapshot, lang);
  }
}
