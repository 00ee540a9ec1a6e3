import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BossDrop } from './boss-drop.entity.js';
import { Boss } from './boss.entity.js';
import { LootInstance } from './loot-instance.entity.js';

/** Instances, bosses and their drops (the /loot/boss-tables calls come later). */
@Module({
  imports: [TypeOrmModule.forFeature([LootInstance, Boss, BossDrop])],
  exports: [TypeOrmModule],
})
export class InstancesModule {}
