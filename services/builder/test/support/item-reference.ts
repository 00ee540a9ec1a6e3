// The item filters of spec 1 §3 written again in plain TypeScript over the sample world's records, so the
// service's SQL is checked against an independent reading of the rules.
import type { ItemRecord, LanguageCode } from './types.js';

export interface ReferenceFilter {
  levelMin?: number;
  levelMax?: number;
  category?: string;
  quality?: string;
  slots?: string[];
  weaponType?: string;
  armourType?: string;
  damageType?: string;
  itemClass?: string;
  stats?: { name: string; min?: number }[];
  hasCooldown?: boolean;
  effectSearch?: string;
  name?: string;
}

/** A stat's shown value: fractions flagged as percentages × 100, SUBTRACT negative. */
export function shownValue(stat: ItemRecord['stats'][number]): number {
  const v = stat.value ?? stat.constant ?? 0;
  const scaled = stat.isPercentage && Math.abs(v) < 1 ? v * 100 : v;
  return stat.operator === 'SUBTRACT' ? -scaled : scaled;
}

const has = (text: string | null | undefined, needle: string) => !!text && text.toLowerCase().includes(needle.toLowerCase());

export function matches(item: ItemRecord, f: ReferenceFilter, lang: LanguageCode = 'en'): boolean {
  if (f.levelMin && item.level < f.levelMin) return false;
  if (f.levelMax && f.levelMax < 50 && item.level > f.levelMax) return false;
  if (f.category && item.category !== f.category) return false;
  if (f.quality && item.quality !== f.quality) return false;
  if (f.slots && !f.slots.includes(item.slot ?? '')) return false;
  if (f.weaponType && item.weaponType !== f.weaponType) return false;
  if (f.armourType && item.armourType !== f.armourType) return false;
  if (f.damageType && item.damageType !== f.damageType) return false;
  if (f.itemClass && item.itemClass !== f.itemClass) return false;
  for (const s of f.stats ?? []) {
    if (!item.stats.some((stat) => stat.name === s.name && (s.min === undefined || shownValue(stat) >= s.min))) return false;
  }
  if (f.hasCooldown === true && !(item.cooldownDuration && item.cooldownDuration > 0)) return false;
  if (f.hasCooldown === false && item.cooldownDuration && item.cooldownDuration > 0) return false;
  if (f.name && !has(item.name.en, f.name) && !has(item.name[lang], f.name)) return false;
  if (f.effectSearch) {
    const q = f.effectSearch;
    const texts = [
      ...item.effects.flatMap((e) => [e.name.en, e.name[lang], e.description.en, e.description[lang]]),
      item.skillName?.en, item.skillName?.[lang], item.description?.en, item.description?.[lang],
      ...item.stats.flatMap((s) => [s.descriptionOverride?.en, s.descriptionOverride?.[lang]]),
    ];
    if (!texts.some((t) => has(t, q))) return false;
  }
  return true;
}
