import type { DataSource } from 'typeorm';
import { ItemSet } from './item-set.entity.js';

/** What this feature gives the game-data snapshot: every item set by id. */
export function loadItemSets(dataSource: DataSource): Promise<ItemSet[]> {
  return dataSource.getRepository(ItemSet).find({ order: { id: 'ASC' } });
}
