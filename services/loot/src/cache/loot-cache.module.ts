import { Global, Module } from '@nestjs/common';
import { DataCache } from '@eoa/server-kit';

/**
 * One DataCache for the loot service's features (boss tables, item sources, portraits): answers cached in Redis
 * (language-neutral parts, so one entry serves four languages), dropped as a whole on data.changed for loot.
 */
@Global()
@Module({
  providers: [DataCache],
  exports: [DataCache],
})
export class LootCacheModule {}
