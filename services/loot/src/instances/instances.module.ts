import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BossDrop } from './boss-drop.entity.js';
import { Boss } from './boss.entity.js';
import { BossTablesController } from './boss-tables.controller.js';
import { BossTablesLoader } from './boss-tables.loader.js';
import { BossTablesService } from './boss-tables.service.js';
import { LootInstance } from './loot-instance.entity.js';

/** Instances, bosses and their guaranteed drops: GET /loot/boss-tables, /boss-tables/{mobId}, /boss-tables/search. */
@Module({
  imports: [TypeOrmModule.forFeature([LootInstance, Boss, BossDrop])],
  controllers: [BossTablesController],
  providers: [BossTablesLoader, BossTablesService],
  exports: [TypeOrmModule, BossTablesService],
})
export class InstancesModule {}
