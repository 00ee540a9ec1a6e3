// The item list's state in the page address (every state linkable): search, sort, each filter, page size and
// page. Unknown or malformed values are ignored rather than refused, so any link opens; defaults are left out.

import { createParser, parseAsStringLiteral, type Values } from 'nuqs';
import { ARMOUR_TYPES, DAMAGE_TYPES, ITEM_CATEGORIES, ITEM_CLASSES, ITEM_SORTS, ITEM_SUB_SLOTS, QUALITIES, STAT_NAMES, WEAPON_TYPES } from '@eoa/contracts';
import type { StatCriterion } from '@eoa/game-rules';
import { parseAsPage } from '@eoa/ui/url-state';
import type { ItemListState } from '../components/item-filters';

export const PAGE_SIZES = [100, 250, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 500;

const parseAsLevel = createParser<number>({
  parse: (value) => {
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 && n <= 50 ? n : null;
  },
  serialize: String,
});
const parseAsText = createParser<string>({ parse: (value) => (value ? value.slice(0, 100) : null), serialize: (value) => value });
const parseAsYesNo = createParser<boolean>({ parse: (value) => (value === 'true' ? true : value === 'false' ? false : null), serialize: String });
/** A stat, with or without a minimum: "might" or "might:10". */
const parseAsStat = createParser<StatCriterion>({
  parse: (value) => {
    const match = /^([A-Za-z]{1,40})(?::(-?\d{1,9}(?:\.\d{1,6})?))?$/.exec(value);
    if (!match || !(STAT_NAMES as readonly string[]).includes(match[1]!)) return null;
    return match[2] === undefined ? { name: match[1]! } : { name: match[1]!, min: Number(match[2]) };
  },
  serialize: (stat) => (stat.min === undefined ? stat.name : `${stat.name}:${stat.min}`),
  eq: (a, b) => a.name === b.name && a.min === b.min,
});
const parseAsPageSize = createParser<number>({
  parse: (value) => {
    const size = Number(value);
    return (PAGE_SIZES as readonly number[]).includes(size) ? size : null;
  },
  serialize: String,
});

/** The list's parameters, in the order they are written into a new address. */
export const ITEM_LIST_PARAMS = {
  search: parseAsText,
  sortBy: parseAsStringLiteral(ITEM_SORTS),
  category: parseAsStringLiteral(ITEM_CATEGORIES),
  quality: parseAsStringLiteral(QUALITIES),
  slot: parseAsStringLiteral(Object.keys(ITEM_SUB_SLOTS)),
  levelMin: parseAsLevel,
  levelMax: parseAsLevel,
  weaponType: parseAsStringLiteral(WEAPON_TYPES),
  armourType: parseAsStringLiteral(ARMOUR_TYPES),
  damageType: parseAsStringLiteral(DAMAGE_TYPES),
  itemClass: parseAsStringLiteral(ITEM_CLASSES),
  hasCooldown: parseAsYesNo,
  effectSearch: parseAsText,
  stat: parseAsStat,
  stat1: parseAsStat,
  stat2: parseAsStat,
  pageSize: parseAsPageSize.withDefault(DEFAULT_PAGE_SIZE),
  page: parseAsPage.withDefault(1),
};

/** The parameters' names in the address where they differ from the state's. */
export const ITEM_LIST_URL_KEYS = {
  search: 'q', sortBy: 'sort', category: 'cat', slot: 'sub', levelMin: 'lmin', levelMax: 'lmax', weaponType: 'weapon', armourType: 'armour',
  damageType: 'damage', itemClass: 'class', hasCooldown: 'cd', effectSearch: 'fx', pageSize: 'size',
} as const;

export type ItemListValues = Values<typeof ITEM_LIST_PARAMS>;
type ListPart = Omit<ItemListValues, 'pageSize' | 'page'>;

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

/** The list as the address has it. */
export function listOf(values: ItemListValues): ItemListState {
  return {
    criteria: {
      search: orUndefined(values.search),
      category: orUndefined(values.category),
      quality: orUndefined(values.quality),
      slot: orUndefined(values.slot),
      levelMin: orUndefined(values.levelMin),
      levelMax: orUndefined(values.levelMax),
      weaponType: orUndefined(values.weaponType),
      armourType: orUndefined(values.armourType),
      damageType: orUndefined(values.damageType),
      itemClass: orUndefined(values.itemClass),
      hasCooldown: orUndefined(values.hasCooldown),
      effectSearch: orUndefined(values.effectSearch),
    },
    statFilters: [values.stat, values.stat1, values.stat2].map(orUndefined),
    sortBy: orUndefined(values.sortBy),
  };
}

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | null =>
  value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The address's values for a list (null: left out). */
export function valuesOf(list: ItemListState): { [Key in keyof ListPart]: ListPart[Key] | null } {
  const c = list.criteria;
  const [stat, stat1, stat2] = list.statFilters;
  return {
    search: c.search || null,
    sortBy: list.sortBy ?? null,
    category: oneOf(ITEM_CATEGORIES, c.category),
    quality: oneOf(QUALITIES, c.quality),
    slot: c.slot ?? null,
    levelMin: c.levelMin ?? null,
    levelMax: c.levelMax ?? null,
    weaponType: oneOf(WEAPON_TYPES, c.weaponType),
    armourType: oneOf(ARMOUR_TYPES, c.armourType),
    damageType: oneOf(DAMAGE_TYPES, c.damageType),
    itemClass: oneOf(ITEM_CLASSES, c.itemClass),
    hasCooldown: c.hasCooldown ?? null,
    effectSearch: c.effectSearch || null,
    stat: stat ?? null,
    stat1: stat1 ?? null,
    stat2: stat2 ?? null,
  };
}
