import { Module } from '@nestjs/common';
import { CalibrationsModule } from '../calibrations/calibrations.module.js';
import { QuestSettingsController } from './quest-settings.controller.js';
import { QuestSettingsService } from './quest-settings.service.js';

/** GET / PUT /admin/quest-settings: the zone mappings, kept as the zones' calibrations. */
@Module({
  imports: [CalibrationsModule],
  controllers: [QuestSettingsController],
  providers: [QuestSettingsService],
})
export class QuestSettingsModule {}
