// A build's items looked up the way a load does (spec 1 §4): from the cached catalog, else fetched by id with
// GET /api/items/batch?ids= — one function for the page's load and for every other build the page shows.

import type { Item, ItemsBatch } from '@eoa/contracts';
import { apiGet } from '@eoa/api-client';
import { buildStateOf, itemIdsOf, type LoadableBuild } from './build-io';
import type { BuildState } from './build-store';

export interface ResolvedBuild {
  state: BuildState;
  /** Ids neither the catalog nor the API knows (left out of the build). */
  missingItemIds: number[];
}

/** The store's state for `build`: its items from `catalog`, the rest fetched in one call (a failure rejects). */
export async function resolveBuild(build: LoadableBuild, catalog: ReadonlyMap<number, Item>): Promise<ResolvedBuild> {
  const found = new Map<number, Item>();
  const missing: number[] = [];
  for (const id of itemIdsOf(build)) {
    const item = catalog.get(id);
    if (item) found.set(id, item);
    else if (!missing.includes(id)) missing.push(id);
  }
  if (missing.length > 0) {
    const batch = await apiGet<ItemsBatch>('/items/batch', { query: { ids: missing.join(',') } });
    for (const item of batch.items) found.set(item.id, item);
  }
  return buildStateOf(build, found);
}
