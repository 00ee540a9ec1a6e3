import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ClassId, RaceId } from '@eoa/contracts';
import type { RulesClass, RulesCombatCharacteristic } from '@eoa/game-rules';
import type { GameDataPart } from '../game-data/game-data.part.js';
import { BaseStats } from './base-stats.entity.js';
import { CharacterClass } from './character-class.entity.js';
import { CombatCharacteristic } from './combat-characteristic.entity.js';
import { Race } from './race.entity.js';

/** The character tables as the snapshot holds them. */
export interface CharacterData {
  classes: ReadonlyMap<ClassId, CharacterClass>;
  races: ReadonlyMap<RaceId, Race>;
  /** Base stats by class, indexed by level (1–50). */
  baseStats: ReadonlyMap<ClassId, readonly (BaseStats | undefined)[]>;
  /** By class, in order of required level. */
  combatCharacteristics: ReadonlyMap<ClassId, readonly CombatCharacteristic[]>;
}

/** Reads the classes, races, base stats and combat characteristics for the game-data snapshot. */
@Injectable()
export class CharacterLoader {
  constructor(
    @InjectRepository(CharacterClass) private readonly classes: Repository<CharacterClass>,
    @InjectRepository(Race) private readonly races: Repository<Race>,
    @InjectRepository(BaseStats) private readonly baseStats: Repository<BaseStats>,
    @InjectRepository(CombatCharacteristic) private readonly combat: Repository<CombatCharacteristic>,
  ) {}

  async load(): Promise<GameDataPart<CharacterData>> {
    const [classes, races, baseStats, combat] = await Promise.all([
      this.classes.find({ order: { id: 'ASC' } }),
      this.races.find({ order: { id: 'ASC' } }),
      this.baseStats.find({ order: { classId: 'ASC', level: 'ASC' } }),
      this.combat.find({ order: { classId: 'ASC', requiredLevel: 'ASC', id: 'ASC' } }),
    ]);
    const baseByClass = new Map<ClassId, (BaseStats | undefined)[]>();
    for (const row of baseStats) {
      const list = baseByClass.get(row.classId as ClassId) ?? [];
      list[row.level] = row;
      baseByClass.set(row.classId as ClassId, list);
    }
    const combatByClass = new Map<ClassId, CombatCharacteristic[]>();
    for (const row of combat) {
      const list = combatByClass.get(row.classId as ClassId) ?? [];
      list.push(row);
      combatByClass.set(row.classId as ClassId, list);
    }
    return {
      data: {
        classes: new Map(classes.map((c) => [c.id as ClassId, c])),
        races: new Map(races.map((r) => [r.id as RaceId, r])),
        baseStats: baseByClass,
        combatCharacteristics: combatByClass,
      },
      rules: {
        classes: classes.map(
          (c): RulesClass => ({
            id: c.id as ClassId,
            allowedRaces: c.allowedRaces as RaceId[],
            dualWield: c.dualWield as RulesClass['dualWield'],
            dualWieldMinLevel: c.dualWieldMinLevel,
          }),
        ),
        baseStats: baseStats.map((b) => ({ ...b, classId: b.classId as ClassId })),
        combatCharacteristics: combat.map(
          (c): RulesCombatCharacteristic => ({
            id: c.id,
            classId: c.classId as ClassId,
            rank: c.rank,
            requiredLevel: c.requiredLevel,
            stat: c.stat as RulesCombatCharacteristic['stat'],
            value: c.value,
          }),
        ),
      },
    };
  }
}
