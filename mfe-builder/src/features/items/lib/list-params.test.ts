/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { EMPTY_LIST_STATE } from '../components/item-filters';
import { parseListParams, writeListParams } from './list-params';

const SIZES = [100, 250, 500, 1000];

describe('the item list in the address', () => {
  it('round-trips every filter, the sort, the page size and the page', () => {
    const state = {
      list: {
        criteria: { search: 'helm', category: 'Armour', quality: 'rare', levelMin: 20, levelMax: 40, armourType: 'heavy', hasCooldown: false, effectSearch: 'runes' },
        statFilters: [{ name: 'might', min: 10 }, undefined, { name: 'fate' }],
        sortBy: 'level' as const,
      },
      pageSize: 250,
      page: 3,
    };
    const params = writeListParams(new URLSearchParams('tab=items&slot=head'), state, 500);
    expect(params.toString()).toBe('tab=items&slot=head&q=helm&sort=level&cat=Armour&quality=rare&lmin=20&lmax=40&armour=heavy&cd=false&fx=runes&stat=might%3A10&stat2=fate&size=250&page=3');
    const back = parseListParams(params, SIZES);
    expect(back.list.criteria).toMatchObject(state.list.criteria);
    expect(back.list.statFilters).toEqual(state.list.statFilters);
    expect(back).toMatchObject({ pageSize: 250, page: 3 });
    expect(back.list.sortBy).toBe('level');
  });

  it('ignores what it does not know, and writes nothing for the defaults', () => {
    const parsed = parseListParams(new URLSearchParams('cat=Spaceship&quality=shiny&lmin=99&stat=luck:5&size=7&page=-2&sort=price'), SIZES);
    expect(parsed.list.criteria).toEqual(expect.objectContaining({ category: undefined, quality: undefined, levelMin: undefined }));
    expect(parsed.list.statFilters).toEqual([undefined, undefined, undefined]);
    expect(parsed).toMatchObject({ pageSize: undefined, page: 1 });
    expect(writeListParams(new URLSearchParams('tab=items'), { list: EMPTY_LIST_STATE, pageSize: 500, page: 1 }, 500).toString()).toBe('tab=items');
  });
});
