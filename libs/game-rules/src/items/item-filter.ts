// The item list's filters, search and sorts (spec 1 §3, §5) over items in memory: what the builder page runs
// over its cached catalog, with the semantics of the service's GET /api/items/filter (tested against it).

import { PERCENT_STATS, QUALITIES, type Item, type ItemSort, type StatName } from '@eoa/contracts';
import { itemSlotsFor } from './item-slots.js';

export interface StatCriterion {
  name: string;
  /** In displayed units (percentages × 100); absent: the item only needs the stat. */
  min?: number;
}

export interface ItemCriteria {
  /** 0 and 50 mean no bound. */
  levelMin?: number;
  levelMax?: number;
  category?: string;
  quality?: string;
  /** A slot filter value: an item slot code, an equipment slot, or ring / ear / neck / wrist / pocket. */
  slot?: string;
  weaponType?: string;
  armourType?: string;
  damageType?: string;
  itemClass?: string;
  stats?: readonly StatCriterion[];
  hasCooldown?: boolean;
  effectSearch?: string;
  /** Part of the name, any case (English or the page's language). */
  search?: string;
}

type FilterItem = Pick<
  Item,
  'name' | 'localizedName' | 'level' | 'category' | 'quality' | 'slot' | 'weaponType' | 'armourType' | 'damageType' | 'itemClass' | 'stats' | 'effects' | 'cooldownDuration' | 'skillName' | 'description'
>;

/** A stat entry's value as the item shows it: fractions flagged as percentages × 100, SUBTRACT negative. */
export function statDisplayValue(stat: Pick<Item['stats'][number], 'value' | 'constant' | 'isPercentage' | 'operator'>): number {
  const raw = stat.value ?? stat.constant ?? 0;
  const scaled = stat.isPercentage && Math.abs(raw) < 1 ? raw * 100 : raw;
  return stat.operator === 'SUBTRACT' ? -scaled : scaled;
}

const fold = (text: string | null | undefined) => (text ?? '').toLocaleLowerCase();

/** An item's names folded once (a search runs over every item on every keystroke). */
const foldedNames = new WeakMap<object, string>();
function namesOf(item: Pick<Item, 'name' | 'localizedName'>): string {
  let names = foldedNames.get(item);
  if (names === undefined) {
    names = `${fold(item.name)}\u0000${fold(item.localizedName)}`;
    foldedNames.set(item, names);
  }
  return names;
}

/** A predicate for the criteria (built once, run over every item). */
export function itemMatcher(criteria: ItemCriteria): (item: FilterItem) => boolean {
  const slots = criteria.slot ? new Set<string>(itemSlotsFor(criteria.slot)) : null;
  const search = criteria.search ? fold(criteria.search) : '';
  const effect = criteria.effectSearch ? fold(criteria.effectSearch) : '';
  const levelMin = criteria.levelMin && criteria.levelMin > 0 ? criteria.levelMin : null;
  const levelMax = criteria.levelMax && criteria.levelMax > 0 && criteria.levelMax < 50 ? criteria.levelMax : null;
  return (item) => {
    if (levelMin !== null && item.level < levelMin) return false;
    if (levelMax !== null && item.level > levelMax) return false;
    if (criteria.category && item.category !== criteria.category) return false;
    if (criteria.quality && item.quality !== criteria.quality) return false;
    if (slots && (!item.slot || !slots.has(item.slot))) return false;
    if (criteria.weaponType && item.weaponType !== criteria.weaponType) return false;
    if (criteria.armourType && item.armourType !== criteria.armourType) return false;
    if (criteria.damageType && item.damageType !== criteria.damageType) return false;
    if (criteria.itemClass && item.itemClass !== criteria.itemClass) return false;
    for (const wanted of criteria.stats ?? []) {
      const found = item.stats.some((s) => s.name === wanted.name && (wanted.min === undefined || statDisplayValue(s) >= wanted.min));
      if (!found) return false;
    }
    if (criteria.hasCooldown === true && !(item.cooldownDuration && item.cooldownDuration > 0)) return false;
    if (criteria.hasCooldown === false && item.cooldownDuration && item.cooldownDuration > 0) return false;
    if (search && !namesOf(item).includes(search)) return false;
    if (effect) {
      const texts = [
        ...item.effects.flatMap((e) => [e.name, e.description]),
        item.skillName,
        item.description,
        ...item.stats.map((s) => s.descriptionOverride),
      ];
      if (!texts.some((text) => fold(text).includes(effect))) return false;
    }
    return true;
  };
}

const QUALITY_RANK = new Map<string, number>(QUALITIES.map((q, i) => [q, i]));
const rankOf = (quality: string) => QUALITY_RANK.get(quality.toLowerCase()) ?? -1;

const collator = new Intl.Collator();

/** The list's sorts: name A→Z, level high→low, quality best first, type (category) A→Z; by id without one. */
export function compareItems(sortBy: ItemSort | undefined): (a: Item, b: Item) => number {
  // Each name folded once per sort, not once per comparison (a sort of the catalog makes about 300,000).
  const names = new Map<Item, string>();
  const name = (item: Item) => {
    let folded = names.get(item);
    if (folded === undefined) {
      folded = (item.localizedName || item.name).toLocaleLowerCase();
      names.set(item, folded);
    }
    return folded;
  };
  const byName = (a: Item, b: Item) => collator.compare(name(a), name(b)) || a.id - b.id;
  switch (sortBy) {
    case 'name':
      return byName;
    case 'level':
      return (a, b) => b.level - a.level || byName(a, b);
    case 'quality':
      return (a, b) => rankOf(b.quality) - rankOf(a.quality) || byName(a, b);
    case 'type':
      return (a, b) => collator.compare(a.category, b.category) || byName(a, b);
    default:
      return (a, b) => a.id - b.id;
  }
}

/** Each list of items in each order, sorted once: a filter keeps the order, so a keystroke only filters. */
const sortedLists = new WeakMap<readonly Item[], Map<ItemSort | 'id', readonly Item[]>>();

/** The items in the list's order (computed once per list and order; the answer must not be changed). */
export function sortedItems(items: readonly Item[], sortBy?: ItemSort): readonly Item[] {
  let orders = sortedLists.get(items);
  if (!orders) {
    orders = new Map();
    sortedLists.set(items, orders);
  }
  const key = sortBy ?? 'id';
  let sorted = orders.get(key);
  if (!sorted) {
    sorted = [...items].sort(compareItems(sortBy));
    orders.set(key, sorted);
  }
  return sorted;
}

/** The items matching the criteria, sorted (a new array the caller may change). */
export function filterItems(items: readonly Item[], criteria: ItemCriteria, sortBy?: ItemSort): Item[] {
  return sortedItems(items, sortBy).filter(itemMatcher(criteria));
}

/** Whether a stat name is one the percentage rule applies to (for the filter's unit hint). */
export function isPercentFilterStat(name: string): boolean {
  return PERCENT_STATS.has(name as StatName);
}
