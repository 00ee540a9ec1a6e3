import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuestsModule } from '../quests/quests.module.js';
import { NpcSpawn } from './npc-spawn.entity.js';
import { Npc } from './npc.entity.js';
import { NpcsController } from './npcs.controller.js';
import { NpcsService } from './npcs.service.js';

/** NPCs and their spawns: GET /npcs, /npcs/{id}, /npcs/map/{mapId}, /npcs/races, /npcs/aggro-types. */
@Module({
  imports: [TypeOrmModule.forFeature([Npc, NpcSpawn]), QuestsModule],
  controllers: [NpcsController],
  providers: [NpcsService],
  exports: [TypeOrmModule],
})
export class NpcsModule {}
