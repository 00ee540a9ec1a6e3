import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AtlasClientModule } from '../atlas-client/atlas-client.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { QuestOverrideRow } from './quest-override.entity.js';
import { QuestsController } from './quests.controller.js';
import { QuestsService } from './quests.service.js';

/** The quest editor's API: GET /admin/quests, /{id}, PUT and DELETE /{id}/override, POST /bulk-exclude. */
@Module({
  imports: [TypeOrmModule.forFeature([QuestOverrideRow]), AtlasClientModule, AuditModule],
  controllers: [QuestsController],
  providers: [QuestsService],
  exports: [TypeOrmModule],
})
export class QuestsModule {}
