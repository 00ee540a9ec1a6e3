// The sample world: every part generated in a fixed order from one seed.

import { ITEM_TOTAL } from '../format/constants.js';
import type { DatasetRecords } from '../format/schema.js';
import { buildCharacters } from './characters.js';
import { Ctx, type WorldSize } from './context.js';
import { buildMaterials, buildProfessions, buildRecipes } from './crafting.js';
import { buildSets, buildWorldGear } from './items.js';
import { buildLoot } from './loot.js';
import { buildMarkers } from './markers.js';
import { buildPeople } from './npcs.js';
import { buildQuests } from './quests.js';
import { buildSources } from './sources.js';
import { buildTranslations } from './translations.js';
import { buildWorld } from './world.js';

export const DEFAULT_SEED = 20070424;
/** Pieces of world gear the small world adds to the crafted, set and quest items (a few per level 1–50). */
const SMALL_WORLD_GEAR = 300;

export interface GenerateOptions {
  /** `full` (default): the spec's world; `small`: the fixture world of the service tests (see WorldSize). */
  size?: WorldSize;
}

export interface GenerateResult {
  data: DatasetRecords;
  /** Milliseconds per step, in order. */
  timings: [step: string, ms: number][];
}

export function generateDataset(seed: number = DEFAULT_SEED, { size = 'full' }: GenerateOptions = {}): GenerateResult {
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  const ctx = new Ctx(seed, size);
  const timings: [string, number][] = [];
  let t = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    timings.push([name, Math.round(now - t)]);
    t = now;
  };
  ctx.data.translations = buildTranslations();
  buildCharacters(ctx);
  step('classes, races, stats, traits');
  const world = buildWorld(ctx);
  step('maps, links, marker categories');
  const craft = buildMaterials(ctx);
  buildProfessions(ctx);
  buildRecipes(ctx, craft);
  step('professions, materials, recipes');
  const { raidSets } = buildSets(ctx);
  buildWorldGear(ctx, ctx.small ? ctx.data.items.length + SMALL_WORLD_GEAR : ITEM_TOTAL);
  step('item sets, gear');
  const { people, factory } = buildPeople(ctx, world);
  const loot = buildLoot(ctx, world, factory, raidSets);
  step('NPCs, loot instances');
  buildQuests(ctx, world, people, factory, loot, raidSets);
  step('quests');
  buildSources(ctx, craft);
  step('item sources');
  buildMarkers(ctx, world, people, craft);
  step('markers');
  return { data: ctx.data, timings };
}
