import type { DataSource } from 'typeorm';
import { BaseStats } from './base-stats.entity.js';
import { CharacterClass } from './character-class.entity.js';
import { CombatCharacteristic } from './combat-characteristic.entity.js';
import { Race } from './race.entity.js';

export interface CharacterTables {
  classes: CharacterClass[];
  races: Race[];
  /** By class, then level. */
  baseStats: BaseStats[];
  /** By class, then required level. */
  combatCharacteristics: CombatCharacteristic[];
}

/** What this feature gives the game-data snapshot: its tables, in the order the engine reads them. */
export async function loadCharacterTables(dataSource: DataSource): Promise<CharacterTables> {
  const [classes, races, baseStats, combatCharacteristics] = await Promise.all([
    dataSource.getRepository(CharacterClass).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(Race).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(BaseStats).find({ order: { classId: 'ASC', level: 'ASC' } }),
    dataSource.getRepository(CombatCharacteristic).find({ order: { classId: 'ASC', requiredLevel: 'ASC', id: 'ASC' } }),
  ]);
  return { classes, races, baseStats, combatCharacteristics };
}
