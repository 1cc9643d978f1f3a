import { decodeRison } from '@tessera/core';
import { MAX_PAGE_SIZE } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import {
  apiFilters,
  buildListQuery,
  defaultListState,
  NEWEST_FIRST,
  parseListSearch,
  pruneSelected,
  selectionState,
  serializeListSearch,
  splitOwners,
  toggleAllSelected,
  toggleSelected,
  withFilter,
  withPage,
  withSort,
  withViewMode,
  type FilterTarget,
  type ListDefaults,
} from './list-state';

const DEFAULTS: ListDefaults = { orderColumn: 'changed_on_delta_humanized', orderDirection: 'desc', viewMode: 'table' };
const TARGETS: FilterTarget[] = [
  { id: 'search', col: 'slice_name', opr: 'ct' },
  { id: 'owners', col: 'owners', opr: 'rel_m_m' },
  { id: 'favorite', col: 'id', opr: 'chart_is_favorite' },
];

describe('list state in the URL', () => {
  it('defaults to page 0 of 25, newest change first', () => {
    const state = parseListSearch(new URLSearchParams(), DEFAULTS);
    expect(state).toEqual({
      filters: {},
      orderColumn: 'changed_on_delta_humanized',
      orderDirection: 'desc',
      page: 0,
      pageSize: 25,
      viewMode: 'table',
    });
    expect(serializeListSearch(state, DEFAULTS).toString()).toBe('');
  });

  it('round-trips filters, order, page, page size and view mode through rison', () => {
    const state = {
      ...defaultListState(DEFAULTS),
      filters: { search: "it's 100%", owners: 3, favorite: true },
      orderColumn: 'slice_name',
      orderDirection: 'asc' as const,
      page: 2,
      pageSize: 50,
      viewMode: 'card' as const,
    };
    const params = serializeListSearch(state, DEFAULTS);
    expect(params.get('viewMode')).toBe('card');
    expect(decodeRison(params.get('q') ?? '')).toEqual({
      filters: { search: "it's 100%", owners: 3, favorite: true },
      order_column: 'slice_name',
      order_direction: 'asc',
      page: 2,
      page_size: 50,
    });
    expect(parseListSearch(new URLSearchParams(params.toString()), DEFAULTS)).toEqual(state);
  });

  it('falls back to defaults for unreadable parts', () => {
    const bad = new URLSearchParams({ q: '(page:-1,page_size:x,order_direction:up,filters:!(1))', viewMode: 'grid' });
    expect(parseListSearch(bad, DEFAULTS)).toEqual(defaultListState(DEFAULTS));
    expect(parseListSearch(new URLSearchParams({ q: '(oops' }), DEFAULTS)).toEqual(defaultListState(DEFAULTS));
    const partial = parseListSearch(
      new URLSearchParams({ q: "(filters:(search:'',owners:!(1),favorite:!f))" }),
      DEFAULTS,
    );
    expect(partial.filters).toEqual({ favorite: false });
  });
});

describe('the API query', () => {
  it("maps filter values to {col, opr, value} in the page's order, with order and paging", () => {
    const state = { ...defaultListState(DEFAULTS), filters: { favorite: true, search: 'pie', unknown: 'x' }, page: 1 };
    expect(apiFilters(state, TARGETS)).toEqual([
      { col: 'slice_name', opr: 'ct', value: 'pie' },
      { col: 'id', opr: 'chart_is_favorite', value: true },
    ]);
    expect(buildListQuery(state, TARGETS)).toBe(
      '(filters:!((col:slice_name,opr:ct,value:pie),(col:id,opr:chart_is_favorite,value:!t)),' +
        'order_column:changed_on_delta_humanized,order_direction:desc,page:1,page_size:25)',
    );
  });
});

describe('state transitions', () => {
  const base = { ...defaultListState(DEFAULTS), page: 3 };

  it('filters go back to the first page; empty values clear the filter', () => {
    const filtered = withFilter(base, 'search', 'bar');
    expect(filtered).toMatchObject({ filters: { search: 'bar' }, page: 0 });
    expect(withFilter(filtered, 'search', '').filters).toEqual({});
    expect(withFilter(filtered, 'search', null).filters).toEqual({});
  });

  it('sorting a new column goes ascending; the same column flips', () => {
    const byName = withSort(base, 'slice_name');
    expect(byName).toMatchObject({ orderColumn: 'slice_name', orderDirection: 'asc', page: 0 });
    expect(withSort(byName, 'slice_name').orderDirection).toBe('desc');
  });

  it('pages and view modes', () => {
    expect(withPage(base, 5).page).toBe(5);
    expect(withPage(base, -1).page).toBe(0);
    expect(withViewMode(base, 'card').viewMode).toBe('card');
  });

  it('caps an oversized page size from the URL at the API maximum', () => {
    const huge = parseListSearch(new URLSearchParams({ q: '(page_size:100000)' }), NEWEST_FIRST);
    expect(huge.pageSize).toBe(MAX_PAGE_SIZE);
  });
});

describe('selection', () => {
  it('toggles one id, all shown ids, and prunes ids no longer shown', () => {
    const one = toggleSelected(new Set(), 1);
    expect([...one]).toEqual([1]);
    expect([...toggleSelected(one, 1)]).toEqual([]);
    expect([...toggleAllSelected(one, [1, 2, 3])]).toEqual([1, 2, 3]);
    expect([...toggleAllSelected(new Set([1, 2, 3]), [1, 2, 3])]).toEqual([]);
    expect([...toggleAllSelected(new Set(), [])]).toEqual([]);
    expect([...pruneSelected(new Set([1, 4]), [1, 2])]).toEqual([1]);
    expect(selectionState(new Set(), [1, 2])).toBe('none');
    expect(selectionState(new Set([1]), [1, 2])).toBe('some');
    expect(selectionState(new Set([1, 2]), [1, 2])).toBe('all');
  });

  it('shows at most four owners, then +N', () => {
    expect(splitOwners([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(splitOwners([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: 2 });
  });
});
