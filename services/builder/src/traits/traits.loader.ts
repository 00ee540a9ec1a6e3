import type { DataSource } from 'typeorm';
import { TraitSlots } from './trait-slots.entity.js';
import { Trait } from './trait.entity.js';

export interface TraitTables {
  /** By id. */
  traits: Trait[];
  /** By level. */
  traitSlots: TraitSlots[];
}

/** What this feature gives the game-data snapshot: the traits and the slots open per level. */
export async function loadTraitTables(dataSource: DataSource): Promise<TraitTables> {
  const [traits, traitSlots] = await Promise.all([
    dataSource.getRepository(Trait).find({ order: { id: 'ASC' } }),
    dataSource.getRepository(TraitSlots).find({ order: { level: 'ASC' } }),
  ]);
  return { traits, traitSlots };
}
