import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemRef } from './item-ref.entity.js';
import { NpcRef } from './npc-ref.entity.js';
import { QuestRef } from './quest-ref.entity.js';
import { RecipeRef } from './recipe-ref.entity.js';

/** Display data of what loot rows name: items, NPCs, quests and recipes owned by other services. */
@Module({
  imports: [TypeOrmModule.forFeature([ItemRef, NpcRef, QuestRef, RecipeRef])],
  exports: [TypeOrmModule],
})
export class RefsModule {}
