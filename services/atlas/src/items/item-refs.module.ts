import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ItemRef } from './item-ref.entity.js';

/** Display data of the items quests reward (reward names in quest details). */
@Module({
  imports: [TypeOrmModule.forFeature([ItemRef])],
  exports: [TypeOrmModule],
})
export class ItemRefsModule {}
