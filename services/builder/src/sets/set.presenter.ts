import { localize } from '@eoa/contracts';
import type { ItemSet as ItemSetPayload, LanguageCode } from '@eoa/contracts';
import type { GameSnapshot } from '../game-data/game-snapshot.js';
import { presentStat } from '../common/texts.js';
import { presentEffects } from '../items/item.presenter.js';
import type { ItemSet } from './item-set.entity.js';

/** A set in one language: its pieces and the bonuses by pieces worn, stats with display values. */
export function presentSet(set: ItemSet, snapshot: GameSnapshot, lang: LanguageCode): ItemSetPayload {
  const progressions = snapshot.engine.progressions;
  return {
    id: set.id,
    name: set.name.en,
    localizedName: localize(set.name, lang) ?? set.name.en,
    level: set.level,
    items: set.itemIds,
    bonuses: [...set.bonuses]
      .sort((a, b) => a.requiredPieces - b.requiredPieces)
      .map((bonus) => ({
        requiredPieces: bonus.requiredPieces,
        stats: bonus.stats.map((s) => ({ ...presentStat(s, set.level, 'set', progressions, snapshot.translations, lang), statType: s.name })),
        effects: presentEffects(bonus.effects, lang),
      })),
  };
}
