import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QuestCatalogService } from './quest-catalog.service.js';
import { QuestCategory } from './quest-category.entity.js';
import { Quest } from './quest.entity.js';
import { QuestsController } from './quests.controller.js';
import { QuestsService } from './quests.service.js';

/** Quests and quest categories: GET /quests, /quests/{id}, /quests/{id}/chain, /quests/map/{mapId}, /quests/zone/{zone}, /quests/categories, /quests/expansions. */
@Module({
  imports: [TypeOrmModule.forFeature([QuestCategory, Quest])],
  controllers: [QuestsController],
  providers: [QuestCatalogService, QuestsService],
  exports: [TypeOrmModule, QuestCatalogService],
})
export class QuestsModule {}
