/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { createLoader, createSerializer } from 'nuqs';
import { EMPTY_LIST_STATE } from '../components/item-filters';
import { ITEM_LIST_PARAMS, ITEM_LIST_URL_KEYS, listOf, valuesOf } from './list-params';

// What the page writes and reads through nuqs, without a page.
const write = createSerializer(ITEM_LIST_PARAMS, { urlKeys: ITEM_LIST_URL_KEYS });
const read = createLoader(ITEM_LIST_PARAMS, { urlKeys: ITEM_LIST_URL_KEYS });

describe('the item list in the address', () => {
  it('round-trips every filter, the sort, the page size and the page', () => {
    const list = {
      criteria: { search: 'helm', category: 'Armour', quality: 'rare', levelMin: 20, levelMax: 40, armourType: 'heavy', hasCooldown: false, effectSearch: 'runes' },
      statFilters: [{ name: 'might', min: 10 }, undefined, { name: 'fate' }],
      sortBy: 'level' as const,
    };
    const address = write(new URLSearchParams('tab=items&slot=head'), { ...valuesOf(list), pageSize: 250, page: 3 });
    // As the page's adapter writes it (URLSearchParams' encoding).
    expect(new URLSearchParams(address).toString()).toBe(
      'tab=items&slot=head&q=helm&sort=level&cat=Armour&quality=rare&lmin=20&lmax=40&armour=heavy&cd=false&fx=runes&stat=might%3A10&stat2=fate&size=250&page=3',
    );
    const back = read(new URLSearchParams(address));
    expect(listOf(back).criteria).toMatchObject(list.criteria);
    expect(listOf(back).statFilters).toEqual(list.statFilters);
    expect(listOf(back).sortBy).toBe('level');
    expect(back).toMatchObject({ pageSize: 250, page: 3 });
  });

  it('ignores what it does not know, and writes nothing for the defaults', () => {
    const parsed = read(new URLSearchParams('cat=Spaceship&quality=shiny&lmin=99&stat=luck:5&size=7&page=-2&sort=price'));
    expect(listOf(parsed).criteria).toEqual(expect.objectContaining({ category: undefined, quality: undefined, levelMin: undefined }));
    expect(listOf(parsed).statFilters).toEqual([undefined, undefined, undefined]);
    expect(parsed).toMatchObject({ pageSize: 500, page: 1 });
    expect(write(new URLSearchParams('tab=items'), { ...valuesOf(EMPTY_LIST_STATE), pageSize: 500, page: 1 })).toBe('?tab=items');
  });
});
