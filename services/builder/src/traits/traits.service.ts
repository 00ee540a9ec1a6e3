import { HttpStatus, Injectable } from '@nestjs/common';
import { MAX_LEVEL, TRAIT_NATURES, type ClassId, type LanguageCode, type RaceId, type Trait, type TraitSlots } from '@eoa/contracts';
import { CLASS_DISPLAY_NAMES, isCompatible, isTraitAvailable, normalizeClassId, normalizeRaceId } from '@eoa/game-rules';
import { ProblemException } from '@eoa/server-kit';
import { matchCode } from '../common/params.js';
import { GameDataService } from '../game-data/game-data.service.js';
import type { AvailableTraitsQuery } from './dto/available.query.js';
import { presentTrait } from './trait.presenter.js';

/** The /trait answers, from the in-memory game data. */
@Injectable()
export class TraitsService {
  constructor(private readonly gameData: GameDataService) {}

  all(lang: LanguageCode): Trait[] {
    const snapshot = this.gameData.snapshot;
    return snapshot.traits.map((t) => presentTrait(t, snapshot, lang));
  }

  /** The traits of one nature, named in any case. */
  byCategory(category: string, lang: LanguageCode): Trait[] {
    const nature = matchCode(TRAIT_NATURES, category);
    if (!nature) throw new ProblemException(HttpStatus.BAD_REQUEST, 'field.oneOf', { field: 'category', values: TRAIT_NATURES.join(', ') });
    const snapshot = this.gameData.snapshot;
    return snapshot.traits.filter((t) => t.nature === nature).map((t) => presentTrait(t, snapshot, lang));
  }

  /** Traits a character may take: its level reached, and the class's or race's own (or for everyone). */
  available(query: AvailableTraitsQuery, lang: LanguageCode): Trait[] {
    const classId = normalizeClassId(query.className);
    if (!classId) throw new ProblemException(HttpStatus.BAD_REQUEST, 'builder.unknownClass', { name: query.className });
    const raceId = normalizeRaceId(query.raceName);
    if (!raceId) throw new ProblemException(HttpStatus.BAD_REQUEST, 'builder.unknownRace', { name: query.raceName });
    const snapshot = this.gameData.snapshot;
    // The seeded class row is the authority on its races (the same table as the spec's, from the dataset).
    const allowed = snapshot.classes.get(classId)?.allowedRaces as RaceId[] | undefined;
    if (!isCompatible(classId, raceId, allowed ? { [classId]: allowed } : undefined)) {
      throw new ProblemException(HttpStatus.BAD_REQUEST, 'builder.classRace', { className: CLASS_DISPLAY_NAMES[classId], race: query.raceName });
    }
    return snapshot.traits
      .filter((t) => isTraitAvailable({ minLevel: t.minLevel, classId: t.classId as ClassId | null, raceId: t.raceId as RaceId | null }, classId, raceId, query.level))
      .map((t) => presentTrait(t, snapshot, lang));
  }

  /** Trait slots open at a level (slots at or above the count are locked). */
  slots(level: number): TraitSlots {
    return { level, ...this.gameData.snapshot.engine.traitSlotCounts(level) };
  }

  /** The open slots of every level 1–50 (what the builder page's engine reads, in one call). */
  allSlots(): TraitSlots[] {
    return Array.from({ length: MAX_LEVEL }, (_, index) => this.slots(index + 1));
  }
}
