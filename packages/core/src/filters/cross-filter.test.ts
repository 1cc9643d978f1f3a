import { describe, expect, it } from 'vitest';
import { crossFilterClauses, crossFilterMask, inFilter, isCrossFilterValue } from './cross-filter.js';

describe('cross-filter masks', () => {
  it("filters a table cell's column on its value (the table's mask)", () => {
    expect(crossFilterMask({ columns: ['origin'], values: ['ATL'], selected: 'ATL' })).toEqual({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['ATL'] }] },
      filterState: { value: ['ATL'], selectedValues: ['ATL'] },
    });
    expect(crossFilterMask({ columns: ['cancelled'], values: [null], selected: null })).toEqual({
      extraFormData: { filters: [{ col: 'cancelled', op: 'IN', val: [null] }] },
      filterState: { value: [null], selectedValues: [null] },
    });
  });

  it("keeps a pie slice's values as one row and selects it by name", () => {
    const values = ['ATL', 2024];
    expect(crossFilterMask({ columns: ['origin', 'year'], values, selected: 'ATL, 2024', valueShape: 'row' })).toEqual({
      extraFormData: {
        filters: [
          { col: 'origin', op: 'IN', val: ['ATL'] },
          { col: 'year', op: 'IN', val: [2024] },
        ],
      },
      filterState: { value: [['ATL', 2024]], selectedValues: ['ATL, 2024'] },
    });
    expect(crossFilterMask({ columns: ['origin'], values: ['ATL'], selected: 'ATL', valueShape: 'row' })).toEqual({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['ATL'] }] },
      filterState: { value: [['ATL']], selectedValues: ['ATL'] },
    });
  });

  it("keeps a series' single dimension alone and several as a row, nulls included", () => {
    expect(crossFilterMask({ columns: ['origin'], values: ['ATL'], selected: 'ATL' }).filterState).toEqual({
      value: ['ATL'],
      selectedValues: ['ATL'],
    });
    expect(crossFilterMask({ columns: ['a', 'b'], values: ['x', null], selected: 'x, <NULL>' })).toEqual({
      extraFormData: {
        filters: [
          { col: 'a', op: 'IN', val: ['x'] },
          { col: 'b', op: 'IN', val: [null] },
        ],
      },
      filterState: { value: [['x', null]], selectedValues: ['x, <NULL>'] },
    });
  });

  it('filters a column without a value on null', () => {
    expect(crossFilterClauses(['a', 'b'], ['x'])).toEqual([
      { col: 'a', op: 'IN', val: ['x'] },
      { col: 'b', op: 'IN', val: [null] },
    ]);
    expect(inFilter('delay', 15)).toEqual({ col: 'delay', op: 'IN', val: [15] });
  });

  it('takes scalars and null as values, nothing else', () => {
    expect([null, 'a', 1, false].every(isCrossFilterValue)).toBe(true);
    expect([undefined, {}, ['a']].some(isCrossFilterValue)).toBe(false);
  });
});
