import type { DataSource } from 'typeorm';
import { Progression } from './progression.entity.js';

/** What this feature gives the game-data snapshot: every progression table by id. */
export function loadProgressions(dataSource: DataSource): Promise<Progression[]> {
  return dataSource.getRepository(Progression).find({ order: { id: 'ASC' } });
}
