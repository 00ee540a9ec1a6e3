import { Module } from '@nestjs/common';
import { AtlasClientModule } from '../atlas-client/atlas-client.module.js';
import { BackupsModule } from '../backups/backups.module.js';
import { QuestsModule } from '../quests/quests.module.js';
import { StatsController } from './stats.controller.js';
import { StatsService } from './stats.service.js';

/** GET /admin/stats. */
@Module({
  imports: [QuestsModule, AtlasClientModule, BackupsModule],
  controllers: [StatsController],
  providers: [StatsService],
})
export class StatsModule {}
