import { Global, Module } from '@nestjs/common';
import { LootCacheService } from './loot-cache.service.js';

/** One cache for the loot service's features (boss tables, item sources, portraits). */
@Global()
@Module({
  providers: [LootCacheService],
  exports: [LootCacheService],
})
export class LootCacheModule {}
