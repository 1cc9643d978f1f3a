import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER_SQL,
  getRangeExtraFormData,
  nativeFilterDataMask,
  rangeFilterDataMask,
  selectFilterDataMask,
  timeColumnFilterDataMask,
  timeFilterDataMask,
  timeGrainFilterDataMask,
} from './filter-values.js';
import type { NativeFilterConfig } from './native-filter-config.js';

const filterOf = (filterType: string, controlValues: Record<string, unknown> = {}): NativeFilterConfig => ({
  id: `NATIVE_FILTER-${filterType}`,
  type: 'NATIVE_FILTER',
  filterType,
  targets: [{ datasetId: 1, column: { name: 'origin' } }],
  controlValues,
});

describe('filter_select', () => {
  it('selects with IN, labels the values', () => {
    expect(selectFilterDataMask('origin', ['JFK', "O'Hare"])).toEqual({
      extraFormData: { filters: [{ col: 'origin', op: 'IN', val: ['JFK', "O'Hare"] }] },
      filterState: { value: ['JFK', "O'Hare"], label: "JFK, O'Hare" },
    });
  });
  it('excludes with NOT IN on inverse selection', () => {
    expect(selectFilterDataMask('origin', ['JFK'], { inverseSelection: true })).toEqual({
      extraFormData: { filters: [{ col: 'origin', op: 'NOT IN', val: ['JFK'] }] },
      filterState: { value: ['JFK'], label: 'JFK', excludeFilterValues: true },
    });
  });
  it('filters nothing when empty, and marks a required empty filter with Superset’s 1 = 0 filter', () => {
    expect(selectFilterDataMask('origin', [])).toEqual({ extraFormData: {}, filterState: { value: null } });
    const required = selectFilterDataMask('origin', null, { enableEmptyFilter: true });
    expect(required.extraFormData).toEqual({
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: EMPTY_FILTER_SQL }],
    });
    expect(required.filterState.validateStatus).toBe('error');
  });
});

describe('filter_range', () => {
  it('gives >= and <= for both bounds, one of them for one bound, == when equal', () => {
    expect(getRangeExtraFormData('delay', 10, 100)).toEqual({
      filters: [
        { col: 'delay', op: '>=', val: 10 },
        { col: 'delay', op: '<=', val: 100 },
      ],
    });
    expect(getRangeExtraFormData('delay', 10, null)).toEqual({ filters: [{ col: 'delay', op: '>=', val: 10 }] });
    expect(getRangeExtraFormData('delay', null, 100)).toEqual({ filters: [{ col: 'delay', op: '<=', val: 100 }] });
    expect(getRangeExtraFormData('delay', 42, 42)).toEqual({ filters: [{ col: 'delay', op: '==', val: 42 }] });
    expect(getRangeExtraFormData('delay', null, null)).toEqual({});
  });
  it('keeps the bounds and a label in filterState', () => {
    expect(rangeFilterDataMask('delay', [10, 100]).filterState).toEqual({ value: [10, 100], label: '10 ≤ x ≤ 100' });
    expect(rangeFilterDataMask('delay', [null, 5]).filterState).toEqual({ value: [null, 5], label: 'x ≤ 5' });
  });
});

describe('time filters', () => {
  it('filter_time sets time_range, No filter sets nothing', () => {
    expect(timeFilterDataMask('Last quarter')).toEqual({
      extraFormData: { time_range: 'Last quarter' },
      filterState: { value: 'Last quarter' },
    });
    expect(timeFilterDataMask('No filter')).toEqual({ extraFormData: {}, filterState: { value: null } });
  });
  it('filter_timegrain sets time_grain_sqla, filter_timecolumn sets granularity_sqla', () => {
    expect(timeGrainFilterDataMask('P1M', 'Month')).toEqual({
      extraFormData: { time_grain_sqla: 'P1M' },
      filterState: { value: ['P1M'], label: 'Month' },
    });
    expect(timeColumnFilterDataMask('order_date').extraFormData).toEqual({ granularity_sqla: 'order_date' });
    expect(timeColumnFilterDataMask(null).extraFormData).toEqual({});
  });
});

describe('nativeFilterDataMask', () => {
  it('applies the rule of the filter’s type to a filterState value', () => {
    expect(nativeFilterDataMask(filterOf('filter_select', { inverseSelection: true }), 'JFK').extraFormData).toEqual({
      filters: [{ col: 'origin', op: 'NOT IN', val: ['JFK'] }],
    });
    expect(nativeFilterDataMask(filterOf('filter_range'), [1, null]).extraFormData).toEqual({
      filters: [{ col: 'origin', op: '>=', val: 1 }],
    });
    expect(nativeFilterDataMask(filterOf('filter_time'), 'Last week').extraFormData).toEqual({
      time_range: 'Last week',
    });
    expect(nativeFilterDataMask(filterOf('filter_timegrain'), ['P1D']).extraFormData).toEqual({
      time_grain_sqla: 'P1D',
    });
    expect(nativeFilterDataMask(filterOf('filter_timecolumn'), ['ds']).extraFormData).toEqual({
      granularity_sqla: 'ds',
    });
    expect(nativeFilterDataMask(filterOf('filter_unknown'), ['x']).extraFormData).toEqual({});
  });
});
