// Localized texts of the builder's answers: `{en,de,fr,ru}` objects resolved to the request's language,
// code display names from the translations table, stat display values (spec 1 §5), money and cooldowns.

import { localize, PERCENT_STATS, type ItemStat, type LanguageCode, type Localized, type StatName } from '@eoa/contracts';
import type { StatEntry } from '@eoa/dataset';
import { coinParts, formatStatValue, resolveStatEntry, type ProgressionLookup, type StatSourceKind } from '@eoa/game-rules';

export type Translations = ReadonlyMap<string, Localized>;

/** Display name of a code: translations "<group>.<code>", else the code itself. */
export function codeName(translations: Translations, group: string, code: string, lang: LanguageCode): string {
  const text = translations.get(`${group}.${code}`);
  return (text && (text[lang] || text.en)) || code;
}

/**
 * A stat entry with its display fields: displayName from "stat.<name>", displayValue with sign, percent and
 * one decimal (the value the engine counts at `index`: the item's level, the set's level or the trait rank).
 */
export function presentStat(
  entry: StatEntry,
  index: number,
  source: StatSourceKind,
  progressions: ProgressionLookup,
  translations: Translations,
  lang: LanguageCode,
): ItemStat {
  const { targets, value } = resolveStatEntry(entry, index, progressions, source);
  const known = targets.length > 0;
  const shown = known ? value : (entry.value ?? entry.constant ?? 0) * (entry.operator === 'SUBTRACT' ? -1 : 1);
  const percentage = entry.isPercentage || (known && PERCENT_STATS.has(targets[0] as StatName));
  return {
    name: entry.name,
    operator: entry.operator,
    value: entry.value,
    constant: entry.constant,
    scalingId: entry.scalingId,
    isPercentage: entry.isPercentage,
    displayName: codeName(translations, 'stat', entry.name, lang),
    displayValue: formatStatValue(shown, percentage),
    descriptionOverride: localize(entry.descriptionOverride, lang),
  };
}

/** "1 gold 20 silver 5 copper" with the currency words of `lang`; 0 → "0 copper". */
export function formatWorth(copper: number, translations: Translations, lang: LanguageCode): string {
  const { gold, silver, copper: rest } = coinParts(copper);
  const parts: string[] = [];
  if (gold) parts.push(`${gold} ${codeName(translations, 'currency', 'gold', lang)}`);
  if (silver) parts.push(`${silver} ${codeName(translations, 'currency', 'silver', lang)}`);
  if (rest || parts.length === 0) parts.push(`${rest} ${codeName(translations, 'currency', 'copper', lang)}`);
  return parts.join(' ');
}

/** One decimal without a trailing ".0" for whole numbers ("15.5", "2"). */
export function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : (Math.round(n * 10) / 10).toFixed(1);
}
