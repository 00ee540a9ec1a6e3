import { Global, Module } from '@nestjs/common';
import { DataCache } from '@eoa/server-kit';
import { CraftingWorldLoader } from './crafting-world.loader.js';
import { CraftingWorldService } from './crafting-world.service.js';

/** The in-memory crafting world and the service's cache (Redis, dropped on data.changed), for every feature. */
@Global()
@Module({
  providers: [DataCache, CraftingWorldLoader, CraftingWorldService],
  exports: [DataCache, CraftingWorldService],
})
export class WorldModule {}
