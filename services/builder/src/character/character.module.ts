import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BaseStats } from './base-stats.entity.js';
import { CharacterClass } from './character-class.entity.js';
import { CharacterController } from './character.controller.js';
import { CharacterLoader } from './character.loader.js';
import { CharacterService } from './character.service.js';
import { CombatCharacteristic } from './combat-characteristic.entity.js';
import { Race } from './race.entity.js';

/** Classes, races, base stats, combat characteristics and POST /api/character/calculate. */
@Module({
  imports: [TypeOrmModule.forFeature([CharacterClass, Race, BaseStats, CombatCharacteristic])],
  controllers: [CharacterController],
  providers: [CharacterService, CharacterLoader],
  exports: [CharacterLoader],
})
export class CharacterModule {}
