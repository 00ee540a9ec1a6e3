import { Module } from '@nestjs/common';
import { CalibrationsModule } from '../calibrations/calibrations.module.js';
import { QuestsModule } from '../quests/quests.module.js';
import { EditorialController } from './editorial.controller.js';
import { EditorialService } from './editorial.service.js';

/** GET /api/internal/editorial for atlas, behind the internal token. */
@Module({
  imports: [QuestsModule, CalibrationsModule],
  controllers: [EditorialController],
  providers: [EditorialService],
})
export class InternalModule {}
