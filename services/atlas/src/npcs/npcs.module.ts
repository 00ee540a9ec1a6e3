import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NpcSpawn } from './npc-spawn.entity.js';
import { Npc } from './npc.entity.js';

/** NPCs and their spawns (the /npcs calls come later). */
@Module({
  imports: [TypeOrmModule.forFeature([Npc, NpcSpawn])],
  exports: [TypeOrmModule],
})
export class NpcsModule {}
