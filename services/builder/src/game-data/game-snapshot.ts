// Everything the builder answers from memory, composed from the parts the feature modules' loaders read
// from their own tables: the stat engine (each part's share of the rules data), the translations, the small
// tables as entities, the icon index and the data version. A snapshot is immutable; a reload builds a new
// one and swaps it in.

import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { DataVersion } from '@eoa/contracts';
import { readSeededState, type SeededState } from '@eoa/server-kit';
import { createStatEngine, type StatEngine } from '@eoa/game-rules';
import type { CharacterData } from '../character/character.loader.js';
import { BUILDER_SCHEMA } from '../dataset/builder.seed.js';
import { buildIconIndex, type IconIndex } from '../icons/icon-index.js';
import type { ItemsData } from '../items/items.loader.js';
import type { ProgressionsData } from '../progressions/progressions.loader.js';
import type { SetsData } from '../sets/sets.loader.js';
import type { TraitsData } from '../traits/traits.loader.js';
import type { TranslationsData } from '../translations/translations.loader.js';
import type { GameDataPart } from './game-data.part.js';

export interface GameSnapshot extends TranslationsData, CharacterData, ProgressionsData, TraitsData, SetsData {
  /** Changes with every (re)seed of the schema: ETags and cache keys derive from it. */
  fingerprint: string;
  version: DataVersion;
  engine: StatEngine;
  icons: IconIndex;
  itemCount: number;
}

/** One part per feature module that holds game data. */
export interface GameSnapshotParts {
  translations: GameDataPart<TranslationsData>;
  character: GameDataPart<CharacterData>;
  progressions: GameDataPart<ProgressionsData>;
  traits: GameDataPart<TraitsData>;
  sets: GameDataPart<SetsData>;
  items: GameDataPart<ItemsData>;
}

export interface DataStamp {
  fingerprint: string;
  state: SeededState | null;
}

/** Reads dataset_meta's stamp and turns it into the data version's fingerprint. */
export async function readDataStamp(dataSource: DataSource): Promise<DataStamp> {
  const state = (await readSeededState(dataSource, BUILDER_SCHEMA)) ?? null;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([state?.dataVersion ?? null, state?.seededAt ?? null, state?.manifestSha256 ?? null, state?.source ?? null]))
    .digest('hex')
    .slice(0, 16);
  return { fingerprint, state };
}

/** The snapshot of one data stamp from the features' parts (pure: no I/O). */
export function composeGameSnapshot({ fingerprint, state }: DataStamp, parts: GameSnapshotParts): GameSnapshot {
  const { translations, character, progressions, traits, sets, items } = parts;
  const rules = { ...character.rules, ...progressions.rules, ...traits.rules, ...sets.rules, ...items.rules };
  const engine = createStatEngine({ ...rules, baseStats: rules.baseStats ?? [] });
  const { itemCount, iconItems } = items.data;
  const version: DataVersion = {
    version: state?.dataVersion ?? 'Echoes of Angmar',
    fingerprint,
    details: {
      source: state?.source ?? '(not seeded)',
      seededAt: state?.seededAt ?? null,
      manifestSha256: state?.manifestSha256 ?? null,
      itemCount,
      counts: state?.counts ?? {},
    },
  };
  return {
    ...translations.data,
    ...character.data,
    ...progressions.data,
    ...traits.data,
    ...sets.data,
    fingerprint,
    version,
    engine,
    icons: buildIconIndex(iconItems, traits.data.traits, [...character.data.classes.values()], [...character.data.races.values()]),
    itemCount,
  };
}
