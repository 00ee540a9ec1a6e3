import type { RulesData } from '@eoa/game-rules';

/**
 * What a feature module gives the game-data snapshot, read from its own tables by its loader: the data it
 * answers from memory, and its share of the stat engine's rules data (the snapshot only composes the parts).
 */
export interface GameDataPart<Data> {
  data: Data;
  rules: Partial<RulesData>;
}
