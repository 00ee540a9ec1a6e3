import { Injectable } from '@nestjs/common';
import { DataCache } from '@eoa/server-kit';
import { CraftingWorld } from './crafting-world.js';
import { CraftingWorldLoader } from './crafting-world.loader.js';

const CACHE_KEY = 'world';

/**
 * The crafting world, built once in memory from the stored data (the world is read-mostly: a few hundred recipes)
 * — read from Redis when another replica or an earlier start has it, else from PostgreSQL — and built again after
 * a data.changed event for crafting.
 */
@Injectable()
export class CraftingWorldService {
  private current?: Promise<CraftingWorld>;

  constructor(
    private readonly loader: CraftingWorldLoader,
    private readonly cache: DataCache,
  ) {
    cache.onClear(() => {
      this.current = undefined;
    });
  }

  world(): Promise<CraftingWorld> {
    if (!this.current) {
      const building = this.cache.getOrLoad(CACHE_KEY, () => this.loader.load()).then((raw) => new CraftingWorld(raw));
      // A failed load is not kept: the next call tries again.
      building.catch(() => {
        if (this.current === building) this.current = undefined;
      });
      this.current = building;
    }
    return this.current;
  }
}
