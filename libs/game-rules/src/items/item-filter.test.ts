import type { Item } from '@eoa/contracts';
import { filterItems, sortedItems } from './item-filter.js';

const item = (id: number, name: string, over: Partial<Item> = {}): Item =>
  ({ id, name, localizedName: null, level: 10, quality: 'common', category: 'Armour', slot: null, stats: [], effects: [], ...over }) as unknown as Item;

// Worked by hand: names compared without case, ties by id; level and quality best first, then by name.
const catalog = [
  item(5, 'beta Shield', { level: 30, quality: 'rare', category: 'Weapon' }),
  item(2, 'Alpha Helm', { level: 12, quality: 'legendary' }),
  item(9, 'alpha helm', { level: 30, quality: 'uncommon', category: 'Jewellery' }),
  item(1, 'Gamma Ring', { level: 50, quality: 'common', category: 'Jewellery' }),
];
const ids = (items: readonly Item[]) => items.map((i) => i.id);

describe('the item list sorts (spec 1 §5)', () => {
  it('name A→Z without case, the same name by id', () => {
    expect(ids(filterItems(catalog, {}, 'name'))).toEqual([2, 9, 5, 1]);
  });
  it('level high→low, then name', () => {
    expect(ids(filterItems(catalog, {}, 'level'))).toEqual([1, 9, 5, 2]);
  });
  it('quality best first (legendary, incomparable, rare, uncommon, common), then name', () => {
    expect(ids(filterItems(catalog, {}, 'quality'))).toEqual([2, 5, 9, 1]);
  });
  it('type (category) A→Z, then name', () => {
    expect(ids(filterItems(catalog, {}, 'type'))).toEqual([2, 9, 1, 5]);
  });
  it('by id without a sort', () => {
    expect(ids(filterItems(catalog, {}))).toEqual([1, 2, 5, 9]);
  });
  it('the localized name sorts when there is one', () => {
    const localized = [item(1, 'Zed', { localizedName: 'Aa' }), item(2, 'Bee')];
    expect(ids(filterItems(localized, {}, 'name'))).toEqual([1, 2]);
  });
});

describe('sorted once per list and order', () => {
  it('gives the same sorted list again, and a filter keeps its order', () => {
    const first = sortedItems(catalog, 'name');
    expect(sortedItems(catalog, 'name')).toBe(first);
    expect(ids(filterItems(catalog, { search: 'ALPHA' }, 'name'))).toEqual([2, 9]);
    expect(ids(filterItems(catalog, { levelMin: 30 }, 'level'))).toEqual([1, 9, 5]);
  });
  it('a caller changing its answer does not change the next one', () => {
    const answer = filterItems(catalog, {}, 'name');
    answer.reverse();
    expect(ids(filterItems(catalog, {}, 'name'))).toEqual([2, 9, 5, 1]);
    // The catalog itself is never reordered.
    expect(ids(catalog)).toEqual([5, 2, 9, 1]);
  });
});
