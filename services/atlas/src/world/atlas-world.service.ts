import { Injectable } from '@nestjs/common';
import { DataCache } from '@eoa/server-kit';
import { AtlasDataLoader } from './atlas-data.loader.js';
import { AtlasWorld } from './atlas-world.js';

/** Redis key of the stored atlas data (inside the service's cache namespace). */
const CACHE_KEY = 'world';

/**
 * The atlas world, built once in memory from the stored data — read from Redis when another replica or an earlier
 * start has it, else from PostgreSQL — and built again after a data.changed event for atlas (DataCache).
 */
@Injectable()
export class AtlasWorldService {
  private current?: Promise<AtlasWorld>;
  /** The world `current` resolved to (until the data changes). */
  private latest?: AtlasWorld;

  constructor(
    private readonly loader: AtlasDataLoader,
    private readonly cache: DataCache,
  ) {
    cache.onClear(() => {
      this.current = undefined;
      this.latest = undefined;
    });
  }

  world(): Promise<AtlasWorld> {
    if (!this.current) {
      const building = this.cache.getOrLoad(CACHE_KEY, () => this.loader.load()).then((raw) => new AtlasWorld(raw));
      // A failed load is not kept: the next call tries again.
      building.then(
        (world) => {
          if (this.current === building) this.latest = world;
        },
        () => {
          if (this.current === building) this.current = undefined;
        },
      );
      this.current = building;
    }
    return this.current;
  }

  /** Whether `world` is still the current one (an answer built from an older one is not kept). */
  isCurrent(world: AtlasWorld): boolean {
    return this.latest === world;
  }
}
