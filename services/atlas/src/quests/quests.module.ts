import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuestCategory } from './quest-category.entity.js';
import { Quest } from './quest.entity.js';

/** Quests and quest categories (the /quests calls come later). */
@Module({
  imports: [TypeOrmModule.forFeature([QuestCategory, Quest])],
  exports: [TypeOrmModule],
})
export class QuestsModule {}
