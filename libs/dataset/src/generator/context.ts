// State shared by the parts of the generator while one world is being made.

import type { DatasetRecords, ItemRecord, StatEntry } from '../format/schema.js';
import type { StatName } from '@eoa/contracts';
import type { ZoneKey } from '../format/constants.js';
import { Rng } from './rng.js';

/** Where an item is meant to come from; decides which item sources the generator writes for it. */
export type ItemOrigin =
  | 'material' | 'vendorSupply' | 'shard' | 'token' | 'consumable' | 'food' | 'tool' | 'crafted'
  | 'set' | 'quest' | 'drop' | 'vendor' | 'barter' | 'container';

export interface ItemMeta {
  origin: ItemOrigin;
  zone?: ZoneKey;
  /** For raw materials: the marker category of the nodes that give it. */
  nodeCategory?: number;
}

/**
 * How big a world to make: `full` is the spec's world (21,725 items, 3,139 quests, …); `small` keeps every class,
 * race, trait, profession, recipe, map, loot instance and category (the same ids) but only a few of the repeated
 * things (world gear, quests, creatures, resource nodes, sets; still over 1,000 quests and NPCs, the size of the
 * atlas's precompressed lists): a fixture world for fast service tests.
 */
export type WorldSize = 'full' | 'small';
export const WORLD_SIZES: readonly WorldSize[] = ['full', 'small'];

export class Ctx {
  readonly data: DatasetRecords = {
    translations: [], classes: [], races: [], baseStats: [], combatCharacteristics: [], progressions: [], traits: [],
    traitSlots: [], itemSets: [], items: [], professions: [], recipes: [], maps: [], mapLinks: [], markerCategories: [],
    markers: [], questCategories: [], quests: [], npcs: [], lootInstances: [], lootBosses: [], itemSources: [],
  };
  readonly itemMeta = new Map<number, ItemMeta>();
  readonly itemById = new Map<number, ItemRecord>();
  private nextItemId = 1879048193;
  private nextProgressionId = 1;

  constructor(
    readonly seed: number,
    readonly size: WorldSize = 'full',
  ) {}

  /**
   * The small world? Callers pick their counts with it (`ctx.small ? rng.int(3, 5) : rng.int(26, 36)`): a random
   * count of the full world is drawn only in the full world, so the full world stays the same, byte for byte.
   */
  get small(): boolean {
    return this.size === 'small';
  }

  rng(name: string): Rng {
    return Rng.stream(this.seed, name);
  }

  addItem(item: Omit<ItemRecord, 'id'>, meta: ItemMeta): ItemRecord {
    const rec = { id: this.nextItemId++, ...item } as ItemRecord;
    this.data.items.push(rec);
    this.itemById.set(rec.id, rec);
    this.itemMeta.set(rec.id, meta);
    return rec;
  }

  addProgression(name: string, indexedBy: 'rank' | 'level', isPercentage: boolean, points: number[]): number {
    const id = this.nextProgressionId++;
    this.data.progressions.push({ id, name, indexedBy, isPercentage, points });
    return id;
  }
}

/** A constant stat entry. */
export function stat(name: StatName, value: number, isPercentage = false): StatEntry {
  return { name, operator: 'ADD', value, constant: value, scalingId: null, isPercentage, descriptionOverride: null };
}

export function iconFor(rng: Rng, base: number): string {
  const n = rng.int(1, 3);
  const parts = [String(base + rng.int(0, 4095))];
  for (let i = 1; i < n; i++) parts.push(String(1091_000_000 + rng.int(0, 65535)));
  return parts.join('-');
}
