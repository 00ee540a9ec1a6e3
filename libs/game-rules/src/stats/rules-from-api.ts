// The engine's game data from the builder API's answers: what the builder page loads (GET
// /api/character/classes/info, /character/stats/{class} for each class, /progression, /trait, /set,
// /trait/slots and the item catalog), so the page computes exactly what POST /api/character/calculate does.

import type { BaseStats, ClassInfo, ItemSet, ProgressionMap, Trait, TraitSlots } from '@eoa/contracts';
import type { RulesData, RulesItem } from './engine.js';

/** The builder API's answers the engine needs (every language gives the same numbers). */
export interface BuilderApiData {
  classes: readonly ClassInfo[];
  /** Base stats of every class at every level (the answers of /character/stats/{class}, joined). */
  baseStats: readonly BaseStats[];
  progressions: ProgressionMap;
  traits: readonly Trait[];
  sets: readonly ItemSet[];
  traitSlots: readonly TraitSlots[];
}

export function rulesDataFromApi(data: BuilderApiData, items: readonly RulesItem[] | ReadonlyMap<number, RulesItem>): RulesData {
  return {
    classes: data.classes,
    baseStats: data.baseStats,
    progressions: data.progressions,
    traits: data.traits,
    itemSets: data.sets,
    items,
    traitSlots: data.traitSlots,
  };
}
