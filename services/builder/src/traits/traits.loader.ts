import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ClassId, RaceId } from '@eoa/contracts';
import type { RulesTrait } from '@eoa/game-rules';
import type { GameDataPart } from '../game-data/game-data.part.js';
import { TraitSlots } from './trait-slots.entity.js';
import { Trait } from './trait.entity.js';

export interface TraitsData {
  /** By id ascending. */
  traits: readonly Trait[];
  traitsById: ReadonlyMap<number, Trait>;
  /** By level ascending. */
  traitSlots: readonly TraitSlots[];
}

/** Reads the traits and the trait slots open per level for the game-data snapshot. */
@Injectable()
export class TraitsLoader {
  constructor(
    @InjectRepository(Trait) private readonly traits: Repository<Trait>,
    @InjectRepository(TraitSlots) private readonly traitSlots: Repository<TraitSlots>,
  ) {}

  async load(): Promise<GameDataPart<TraitsData>> {
    const [traits, traitSlots] = await Promise.all([
      this.traits.find({ order: { id: 'ASC' } }),
      this.traitSlots.find({ order: { level: 'ASC' } }),
    ]);
    return {
      data: { traits, traitsById: new Map(traits.map((t) => [t.id, t])), traitSlots },
      rules: {
        traits: traits.map(
          (t): RulesTrait => ({
            id: t.id,
            nature: t.nature as RulesTrait['nature'],
            maxRank: t.maxRank,
            classId: t.classId as ClassId | null,
            raceId: t.raceId as RaceId | null,
            minLevel: t.minLevel,
            virtueBonuses: t.virtueBonuses,
            stats: t.stats,
          }),
        ),
        traitSlots: traitSlots.map((t) => ({ level: t.level, virtue: t.virtue, racial: t.racial, class: t.classSlots, legendary: t.legendary })),
      },
    };
  }
}
