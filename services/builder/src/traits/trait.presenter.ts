import { localize } from '@eoa/contracts';
import type { LanguageCode, Trait as TraitPayload, TraitNature, TraitStat, ClassId, RaceId } from '@eoa/contracts';
import type { GameSnapshot } from '../game-data/game-snapshot.js';
import { presentStat } from '../common/texts.js';
import { presentEffects } from '../items/item.presenter.js';
import type { Trait } from './trait.entity.js';

/**
 * A trait in one language. Stats show their rank-1 value; `rankValues` lists the value of every rank
 * (progression points, fractions for percentages) so the client can show any rank.
 */
export function presentTrait(t: Trait, snapshot: GameSnapshot, lang: LanguageCode): TraitPayload {
  const { translations } = snapshot;
  const progressions = snapshot.engine.progressions;
  const stats: TraitStat[] = t.stats.map((s) => {
    const shown = presentStat(s, 1, 'trait', progressions, translations, lang);
    const points = s.scalingId !== null ? progressions(s.scalingId)?.points : undefined;
    return {
      ...shown,
      rankValues: points ? points.slice(0, Math.max(1, t.maxRank)) : null,
      localizedDescription: shown.descriptionOverride ?? `${shown.displayValue} ${shown.displayName}`,
    };
  });
  return {
    id: t.id,
    name: t.name.en,
    localizedName: localize(t.name, lang) ?? t.name.en,
    nature: t.nature as TraitNature,
    classId: t.classId as ClassId | null,
    raceId: t.raceId as RaceId | null,
    iconId: t.iconId,
    minLevel: t.minLevel,
    maxRank: t.maxRank,
    tooltip: localize(t.tooltip, lang) ?? '',
    description: localize(t.description, lang) ?? '',
    stats,
    skills: t.skills.map((s) => localize(s, lang) ?? ''),
    effects: presentEffects(t.effects, lang),
    virtueBonuses: t.virtueBonuses,
    tiers: t.tiers,
  };
}
