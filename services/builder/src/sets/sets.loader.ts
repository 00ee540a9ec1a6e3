import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { GameDataPart } from '../game-data/game-data.part.js';
import { ItemSet } from './item-set.entity.js';

export interface SetsData {
  /** By id ascending. */
  sets: readonly ItemSet[];
  setsById: ReadonlyMap<number, ItemSet>;
}

/** Reads every item set for the game-data snapshot. */
@Injectable()
export class SetsLoader {
  constructor(@InjectRepository(ItemSet) private readonly sets: Repository<ItemSet>) {}

  async load(): Promise<GameDataPart<SetsData>> {
    const sets = await this.sets.find({ order: { id: 'ASC' } });
    return {
      data: { sets, setsById: new Map(sets.map((s) => [s.id, s])) },
      rules: { itemSets: sets.map((s) => ({ id: s.id, level: s.level, items: s.itemIds, bonuses: s.bonuses })) },
    };
  }
}
