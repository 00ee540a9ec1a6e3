import { Module } from '@nestjs/common';
import { AtlasClient } from './atlas-client.js';

/** AtlasClient for the quest, calibration and stats modules. */
@Module({
  providers: [AtlasClient],
  exports: [AtlasClient],
})
export class AtlasClientModule {}
