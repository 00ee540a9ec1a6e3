import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BaseStats } from './base-stats.entity.js';
import { CharacterClass } from './character-class.entity.js';
import { CombatCharacteristic } from './combat-characteristic.entity.js';
import { Race } from './race.entity.js';

/** Classes, races, base stats and combat characteristics (the /api/character/* calls come later). */
@Module({
  imports: [TypeOrmModule.forFeature([CharacterClass, Race, BaseStats, CombatCharacteristic])],
  exports: [TypeOrmModule],
})
export class CharacterModule {}
