import { Global, Module } from '@nestjs/common';
import { DataCache } from '@eoa/server-kit';
import { AdminQuestEditorial } from '../editorial/admin-quest-editorial.js';
import { QuestEditorial } from '../editorial/quest-editorial.js';
import { AtlasDataLoader } from './atlas-data.loader.js';
import { AtlasWorldService } from './atlas-world.service.js';
import { LargeAnswersService } from './large-answers.service.js';

/**
 * The in-memory atlas world, the service's cache (Redis, dropped on data.changed), the precompressed large answers,
 * and the editorial data (admin's quest overrides, exclusions and calibrations), for every feature.
 */
@Global()
@Module({
  providers: [DataCache, AtlasDataLoader, AtlasWorldService, LargeAnswersService, { provide: QuestEditorial, useClass: AdminQuestEditorial }],
  exports: [DataCache, AtlasWorldService, LargeAnswersService, QuestEditorial],
})
export class WorldModule {}
