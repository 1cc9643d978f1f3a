import { describe, expect, it } from 'vitest';
import type { SupersetQueryObject } from './build-query-context.js';
import type { FormData } from './plugin.js';
import {
  comparisonTypeOf,
  contributionOperator,
  getMetricOffsetsMap,
  isTimeComparison,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
} from './post-processing-operators.js';
import { DTTM_ALIAS, getXAxisColumn, getXAxisLabel } from './x-axis.js';

const query = (extra: Partial<SupersetQueryObject> = {}): SupersetQueryObject => ({
  metrics: ['count'],
  columns: ['ds', 'city'],
  series_columns: ['city'],
  applied_time_extras: {},
  custom_params: {},
  custom_form_data: {},
  ...extra,
});
const fd = (extra: Record<string, unknown> = {}): FormData => ({
  datasource: '1__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'ds',
  ...extra,
});

describe('x-axis', () => {
  it('is a BASE_AXIS column carrying the time grain', () => {
    expect(getXAxisColumn(fd({ time_grain_sqla: 'P1W' }))).toEqual({
      timeGrain: 'P1W',
      columnType: 'BASE_AXIS',
      sqlExpression: 'ds',
      label: 'ds',
      expressionType: 'SQL',
    });
    expect(getXAxisColumn(fd({ x_axis: { sqlExpression: 'DATE(ts)', label: 'day' } }))).toMatchObject({
      label: 'day',
      columnType: 'BASE_AXIS',
    });
    expect(getXAxisLabel(fd({ x_axis: undefined }))).toBe(DTTM_ALIAS);
  });
});

describe('time comparison', () => {
  it("maps '<metric>__<offset>' to its metric and reads 'absolute' as a difference", () => {
    const form = fd({ time_compare: ['1 year ago', '1 week ago'], comparison_type: 'absolute' });
    expect([...getMetricOffsetsMap(form, query()).entries()]).toEqual([
      ['count__1 year ago', 'count'],
      ['count__1 week ago', 'count'],
    ]);
    expect(comparisonTypeOf(form)).toBe('difference');
    expect(timeCompareOperator(form, query())).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['count', 'count'],
        compare_columns: ['count__1 year ago', 'count__1 week ago'],
        compare_type: 'difference',
        drop_original_columns: true,
      },
    });
  });

  it('is off without offsets, without a known comparison type, or for actual values', () => {
    expect(isTimeComparison(fd({ comparison_type: 'values' }), query())).toBe(false);
    expect(isTimeComparison(fd({ time_compare: ['1 day ago'], comparison_type: 'other' }), query())).toBe(false);
    expect(timeCompareOperator(fd({ time_compare: ['1 day ago'], comparison_type: 'values' }), query())).toBe(
      undefined,
    );
  });
});

describe('pivot, rolling, resample, contribution, sort', () => {
  it('pivots on the x-axis by the series columns, dropping empty columns unless asked to show them', () => {
    expect(pivotOperator(fd(), query())?.options).toMatchObject({
      index: ['ds'],
      columns: ['city'],
      drop_missing_columns: true,
    });
    expect(pivotOperator(fd(), query({ metrics: [] }))).toBe(undefined);
  });

  it('skips rolling for None and unknown types', () => {
    expect(rollingWindowOperator(fd({ rolling_type: 'None' }), query())).toBe(undefined);
    expect(rollingWindowOperator(fd({ rolling_type: 'sum', rolling_periods: 'x' }), query())?.options).toMatchObject({
      window: 1,
      min_periods: 0,
    });
  });

  it('resamples only with both a rule and a method', () => {
    expect(resampleOperator(fd({ resample_rule: '1D' }), query())).toBe(undefined);
    expect(resampleOperator(fd({ resample_rule: '1D', resample_method: 'ffill' }), query())).toEqual({
      operation: 'resample',
      options: { method: 'ffill', rule: '1D', fill_value: null },
    });
  });

  it('adds contribution by row or column', () => {
    expect(contributionOperator(fd({ contributionMode: 'column' }), query())).toEqual({
      operation: 'contribution',
      options: { orientation: 'column' },
    });
    expect(contributionOperator(fd({ contributionMode: 'total' }), query())).toBe(undefined);
  });

  it('sorts by the x-axis itself or by a metric, only without dimensions', () => {
    const noDims = { groupby: [], x_axis_sort_asc: false };
    expect(sortOperator(fd({ ...noDims, x_axis_sort: 'ds' }), query())).toEqual({
      operation: 'sort',
      options: { is_sort_index: true, ascending: false },
    });
    expect(sortOperator(fd({ ...noDims, x_axis_sort: 'unknown' }), query())).toBe(undefined);
    expect(sortOperator(fd({ groupby: ['city'], x_axis_sort: 'ds', x_axis_sort_asc: true }), query())).toBe(undefined);
  });
});

describe('rename', () => {
  it('drops the metric level for one truncated metric split by dimensions', () => {
    expect(renameOperator(fd({ truncate_metric: true }), query())).toEqual({
      operation: 'rename',
      options: { columns: { count: null }, level: 0, inplace: true },
    });
  });

  it('keeps names with several metrics, no dimensions, truncation off or a derived comparison', () => {
    expect(renameOperator(fd({ truncate_metric: true }), query({ metrics: ['a', 'b'] }))).toBe(undefined);
    expect(renameOperator(fd({ truncate_metric: true }), query({ series_columns: [] }))).toBe(undefined);
    expect(renameOperator(fd({ truncate_metric: false }), query())).toBe(undefined);
    const ratio = fd({ truncate_metric: true, time_compare: ['1 year ago'], comparison_type: 'ratio' });
    expect(renameOperator(ratio, query())).toBe(undefined);
  });
});
