import type { DataSource } from 'typeorm';
import { Translation } from './translation.entity.js';

/** What this feature gives the game-data snapshot: every display text by key. */
export function loadTranslations(dataSource: DataSource): Promise<Translation[]> {
  return dataSource.getRepository(Translation).find();
}
