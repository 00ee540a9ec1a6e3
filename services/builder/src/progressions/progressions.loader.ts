import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { GameDataPart } from '../game-data/game-data.part.js';
import { Progression } from './progression.entity.js';

export interface ProgressionsData {
  /** By id ascending. */
  progressions: readonly Progression[];
}

/** Reads every progression table for the game-data snapshot. */
@Injectable()
export class ProgressionsLoader {
  constructor(@InjectRepository(Progression) private readonly progressions: Repository<Progression>) {}

  async load(): Promise<GameDataPart<ProgressionsData>> {
    const progressions = await this.progressions.find({ order: { id: 'ASC' } });
    return {
      data: { progressions },
      rules: { progressions: progressions.map((p) => ({ id: p.id, points: p.points, isPercentage: p.isPercentage })) },
    };
  }
}
