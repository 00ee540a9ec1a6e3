// The item list's state in the page address (every state linkable): search, sort, each filter, page size and
// page. Unknown or malformed values are ignored rather than refused, so any link opens.

import { ARMOUR_TYPES, DAMAGE_TYPES, ITEM_CATEGORIES, ITEM_CLASSES, ITEM_SORTS, ITEM_SUB_SLOTS, QUALITIES, STAT_NAMES, WEAPON_TYPES, type ItemSort } from '@eoa/contracts';
import type { StatCriterion } from '@eoa/game-rules';
import type { ItemListState } from '../components/item-filters';

const KEYS = {
  search: 'q', sortBy: 'sort', category: 'cat', quality: 'quality', slot: 'sub', levelMin: 'lmin', levelMax: 'lmax', weaponType: 'weapon',
  armourType: 'armour', damageType: 'damage', itemClass: 'class', hasCooldown: 'cd', effectSearch: 'fx',
} as const;
const STAT_KEYS = ['stat', 'stat1', 'stat2'] as const;
export const LIST_PARAM_KEYS: readonly string[] = [...Object.values(KEYS), ...STAT_KEYS, 'size', 'page'];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
const level = (value: string | null): number | undefined => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 && n <= 50 ? n : undefined;
};
const text = (value: string | null): string | undefined => (value ? value.slice(0, 100) : undefined);

function stat(value: string | null): StatCriterion | undefined {
  const match = value ? /^([A-Za-z]{1,40})(?::(-?\d{1,9}(?:\.\d{1,6})?))?$/.exec(value) : null;
  if (!match || !(STAT_NAMES as readonly string[]).includes(match[1]!)) return undefined;
  return match[2] === undefined ? { name: match[1]! } : { name: match[1]!, min: Number(match[2]) };
}

export interface ListParams {
  list: ItemListState;
  pageSize: number | undefined;
  page: number;
}

export function parseListParams(params: URLSearchParams, pageSizes: readonly number[]): ListParams {
  const cooldown = params.get(KEYS.hasCooldown);
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    list: {
      criteria: {
        search: text(params.get(KEYS.search)),
        category: oneOf(ITEM_CATEGORIES, params.get(KEYS.category)),
        quality: oneOf(QUALITIES, params.get(KEYS.quality)),
        slot: oneOf(Object.keys(ITEM_SUB_SLOTS), params.get(KEYS.slot)),
        levelMin: level(params.get(KEYS.levelMin)),
        levelMax: level(params.get(KEYS.levelMax)),
        weaponType: oneOf(WEAPON_TYPES, params.get(KEYS.weaponType)),
        armourType: oneOf(ARMOUR_TYPES, params.get(KEYS.armourType)),
        damageType: oneOf(DAMAGE_TYPES, params.get(KEYS.damageType)),
        itemClass: oneOf(ITEM_CLASSES, params.get(KEYS.itemClass)),
        hasCooldown: cooldown === 'true' ? true : cooldown === 'false' ? false : undefined,
        effectSearch: text(params.get(KEYS.effectSearch)),
      },
      statFilters: STAT_KEYS.map((key) => stat(params.get(key))),
      sortBy: oneOf<ItemSort>(ITEM_SORTS, params.get(KEYS.sortBy)),
    },
    pageSize: pageSizes.includes(size) ? size : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The list's part of the address, as one string (equal for equal lists). */
export function listParamsKey(params: URLSearchParams): string {
  return LIST_PARAM_KEYS.map((key) => params.getAll(key).join(',')).join('&');
}

/** The address's parameters with the list's state written into them (other parameters kept). */
export function writeListParams(base: URLSearchParams, state: ListParams, defaultPageSize: number): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of LIST_PARAM_KEYS) params.delete(key);
  const c = state.list.criteria;
  const set = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set(KEYS.search, c.search);
  set(KEYS.sortBy, state.list.sortBy);
  set(KEYS.category, c.category);
  set(KEYS.quality, c.quality);
  set(KEYS.slot, c.slot);
  set(KEYS.levelMin, c.levelMin);
  set(KEYS.levelMax, c.levelMax);
  set(KEYS.weaponType, c.weaponType);
  set(KEYS.armourType, c.armourType);
  set(KEYS.damageType, c.damageType);
  set(KEYS.itemClass, c.itemClass);
  set(KEYS.hasCooldown, c.hasCooldown);
  set(KEYS.effectSearch, c.effectSearch);
  state.list.statFilters.forEach((s, i) => set(STAT_KEYS[i]!, s ? (s.min === undefined ? s.name : `${s.name}:${s.min}`) : undefined));
  if (state.pageSize !== undefined && state.pageSize !== defaultPageSize) set('size', state.pageSize);
  if (state.page > 1) set('page', state.page);
  return params;
}

