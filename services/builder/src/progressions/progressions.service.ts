import { Injectable } from '@nestjs/common';
import type { ProgressionMap } from '@eoa/contracts';
import { GameDataService } from '../game-data/game-data.service.js';

/** GET /progression, from the in-memory game data. */
@Injectable()
export class ProgressionsService {
  constructor(private readonly gameData: GameDataService) {}

  /** Every progression table keyed by id (points[i] is the value at rank or level i + 1). */
  all(): ProgressionMap {
    const map: ProgressionMap = {};
    for (const p of this.gameData.snapshot.progressions) {
      map[String(p.id)] = { id: p.id, name: p.name, indexedBy: p.indexedBy as 'rank' | 'level', isPercentage: p.isPercentage, points: p.points };
    }
    return map;
  }
}
