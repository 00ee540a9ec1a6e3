// Classes, races and base stats from the in-memory game data, and the stat calculation — POST
// /api/character/calculate runs the same engine as the builder remote (@eoa/game-rules) without touching
// the database.

import { localize } from '@eoa/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import type {
  ArmourType, BaseStats as BaseStatsPayload, CalculateResponse, ClassId, ClassInfo, ClassSummary, CombatCharacteristicStat, DualWieldRule,
  CalculateBody, LanguageCode, RaceId, RaceInfo, RaceSummary, StatName,
} from '@eoa/contracts';
import { normalizeClassId, normalizeRaceId, raceVirtueRankBonuses, toCalculateResponse } from '@eoa/game-rules';
import { InvalidRequestException, ProblemException, type InputIssue } from '@eoa/server-kit';
import { GameDataService } from '../game-data/game-data.service.js';

import type { BaseStats } from './base-stats.entity.js';


/** Class and race names in paths: letters, spaces, hyphens and underscores (40 at most). */
const NAME_PATTERN = /^[A-Za-z][A-Za-z _-]{0,39}$/;

/** A class or race name of a path, or the 400 of `code` when it is malformed. */
function checkName(code: 'builder.classNameFormat' | 'builder.raceNameFormat', name: string): string {
  if (!NAME_PATTERN.test(name)) throw new ProblemException(HttpStatus.BAD_REQUEST, code, {});
  return name;
}

function toBaseStats(row: BaseStats): BaseStatsPayload {
  return {
    classId: row.classId as ClassId, level: row.level, morale: row.morale, power: row.power, might: row.might, agility: row.agility,
    vitality: row.vitality, will: row.will, fate: row.fate, armour: row.armour, inCombatMoraleRegen: row.inCombatMoraleRegen,
    outOfCombatMoraleRegen: row.outOfCombatMoraleRegen, inCombatPowerRegen: row.inCombatPowerRegen, outOfCombatPowerRegen: row.outOfCombatPowerRegen,
  };
}

@Injectable()
export class CharacterService {
  constructor(private readonly gameData: GameDataService) {}

  classes(lang: LanguageCode): ClassSummary[] {
    return [...this.gameData.snapshot.classes.values()].map((c) => ({
      id: c.id as ClassId,
      name: c.name.en,
      localizedName: localize(c.name, lang) ?? c.name.en,
      allowedRaces: c.allowedRaces as RaceId[],
      iconId: c.iconId,
    }));
  }

  classesInfo(lang: LanguageCode): ClassInfo[] {
    return [...this.gameData.snapshot.classes.keys()].map((id) => this.classInfo(id, lang));
  }

  classByName(name: string, lang: LanguageCode): ClassInfo {
    return this.classInfo(this.classId(name), lang);
  }

  races(lang: LanguageCode): RaceSummary[] {
    return [...this.gameData.snapshot.races.values()].map((r) => ({
      id: r.id as RaceId,
      name: r.name.en,
      localizedName: localize(r.name, lang) ?? r.name.en,
      allowedClasses: r.allowedClasses as ClassId[],
      iconId: r.iconId,
    }));
  }

  racesInfo(lang: LanguageCode): RaceInfo[] {
    return [...this.gameData.snapshot.races.keys()].map((id) => this.raceInfo(id, lang));
  }

  raceByName(name: string, lang: LanguageCode): RaceInfo {
    const raw = checkName('builder.raceNameFormat', name);
    const id = normalizeRaceId(raw);
    if (!id || !this.gameData.snapshot.races.has(id)) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.unknownRace', { name: raw });
    return this.raceInfo(id, lang);
  }

  statsAt(className: string, level: number): BaseStatsPayload {
    const id = this.classId(className);
    const row = this.gameData.snapshot.baseStats.get(id)?.[level];
    if (!row) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.noBaseStats', { id, level });
    return toBaseStats(row);
  }

  statsOf(className: string): BaseStatsPayload[] {
    const id = this.classId(className);
    return (this.gameData.snapshot.baseStats.get(id) ?? []).filter((row): row is BaseStats => row !== undefined).map(toBaseStats);
  }

  /** The calculation: 400 naming every problem (unknown class, race, slot, item or trait; incompatible race; rank). */
  calculate(body: CalculateBody): CalculateResponse {
    const engine = this.gameData.snapshot.engine;
    const problems: InputIssue[] = engine.check(body);
    (body.equippedTraits ?? []).forEach((t, i) => {
      const trait = engine.trait(t.traitId);
      if (trait && t.rank > trait.maxRank) {
        problems.push({ path: `equippedTraits.${i}.rank`, code: 'builder.traitRank', params: { rank: t.rank, id: t.traitId, max: trait.maxRank } });
      }
    });
    if (problems.length) throw new InvalidRequestException(problems);
    return toCalculateResponse(engine.calculate(body).stats);
  }

  private classId(name: string): ClassId {
    const raw = checkName('builder.classNameFormat', name);
    const id = normalizeClassId(raw);
    if (!id || !this.gameData.snapshot.classes.has(id)) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.unknownClass', { name: raw });
    return id;
  }

  private classInfo(id: ClassId, lang: LanguageCode): ClassInfo {
    const snapshot = this.gameData.snapshot;
    const c = snapshot.classes.get(id)!;
    return {
      id,
      name: c.name.en,
      localizedName: localize(c.name, lang) ?? c.name.en,
      description: localize(c.description, lang) ?? '',
      allowedRaces: c.allowedRaces as RaceId[],
      armourTypes: c.armourTypes as ArmourType[],
      weaponTypes: c.weaponTypes,
      primaryStats: c.primaryStats as StatName[],
      dualWield: c.dualWield as DualWieldRule,
      dualWieldMinLevel: c.dualWieldMinLevel,
      iconId: c.iconId,
      combatCharacteristics: (snapshot.combatCharacteristics.get(id) ?? []).map((r) => ({
        id: r.id,
        classId: id,
        rank: r.rank,
        name: r.name.en,
        localizedName: localize(r.name, lang) ?? r.name.en,
        requiredLevel: r.requiredLevel,
        costCopper: r.costCopper,
        stat: r.stat as CombatCharacteristicStat,
        value: r.value,
      })),
      classTraits: snapshot.traits
        .filter((t) => t.nature === 'Class' && t.classId === id)
        .sort((a, b) => a.minLevel - b.minLevel || a.id - b.id)
        .map((t) => ({ traitId: t.id, traitName: t.name.en, localizedTraitName: localize(t.name, lang) ?? t.name.en, minLevel: t.minLevel })),
    };
  }

  private raceInfo(id: RaceId, lang: LanguageCode): RaceInfo {
    const snapshot = this.gameData.snapshot;
    const r = snapshot.races.get(id)!;
    const traits = snapshot.traits.map((t) => ({
      id: t.id,
      nature: t.nature as 'Racial',
      raceId: t.raceId as RaceId | null,
      virtueBonuses: t.virtueBonuses,
      name: localize(t.name, lang) ?? t.name.en,
    }));
    return {
      id,
      name: r.name.en,
      localizedName: localize(r.name, lang) ?? r.name.en,
      description: localize(r.description, lang) ?? '',
      allowedClasses: r.allowedClasses as ClassId[],
      startZoneId: r.startZoneId,
      iconId: r.iconId,
      virtueRankBonuses: raceVirtueRankBonuses(traits, id),
    };
  }
}
