import { describe, expect, it } from 'vitest';
import { isEmptyExtraFormData, mergeExtraFormData } from './extra-form-data.js';

describe("mergeExtraFormData (Superset's native filter merge)", () => {
  it('appends filters and adhoc filters, original first', () => {
    const merged = mergeExtraFormData(
      {
        filters: [{ col: 'airline', op: 'IN', val: ['AA'] }],
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 1' }],
      },
      { filters: [{ col: 'origin', op: 'IN', val: ['JFK'] }] },
    );
    expect(merged.filters).toEqual([
      { col: 'airline', op: 'IN', val: ['AA'] },
      { col: 'origin', op: 'IN', val: ['JFK'] },
    ]);
    expect(merged.adhoc_filters).toHaveLength(1);
  });
  it('lets the newer time_range, granularity_sqla, time_grain_sqla and time_column win', () => {
    const merged = mergeExtraFormData(
      { time_range: 'Last week', granularity_sqla: 'ds', time_grain_sqla: 'P1D' },
      { time_range: 'Last quarter', time_grain_sqla: 'P1M', time_column: 'dep_time' },
    );
    expect(merged).toEqual({
      time_range: 'Last quarter',
      granularity_sqla: 'ds',
      time_grain_sqla: 'P1M',
      time_column: 'dep_time',
    });
  });
  it('leaves empty lists, non-list append values and unknown keys out', () => {
    const loose = { filters: [], custom_form_data: { a: 1 }, row_limit: 5 } as unknown as Record<string, never>;
    expect(mergeExtraFormData(loose, {})).toEqual({});
    expect(mergeExtraFormData()).toEqual({});
  });
  it('tells an empty extra_form_data from one that filters', () => {
    expect(isEmptyExtraFormData({ filters: [] })).toBe(true);
    expect(isEmptyExtraFormData({ time_range: 'Last day' })).toBe(false);
  });
});
