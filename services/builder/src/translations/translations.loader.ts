import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Localized } from '@eoa/contracts';
import type { GameDataPart } from '../game-data/game-data.part.js';
import { Translation } from './translation.entity.js';

export interface TranslationsData {
  /** Display texts of codes by key (qualityName, slotName, stats' displayName, …). */
  translations: ReadonlyMap<string, Localized>;
}

/** Reads every display text for the game-data snapshot (no rules data). */
@Injectable()
export class TranslationsLoader {
  constructor(@InjectRepository(Translation) private readonly translations: Repository<Translation>) {}

  async load(): Promise<GameDataPart<TranslationsData>> {
    const rows = await this.translations.find();
    return { data: { translations: new Map(rows.map((t) => [t.key, t.text])) }, rules: {} };
  }
}
