import type { FormData, QueryContextInput } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import example from '../../../test-support/charts/timeseries/chart-data-example.json';
import { buildTimeseriesQuery } from './build-query';

const barFormData: FormData = example.request.form_data;

const firstQuery = (qc: QueryContextInput) => {
  const query = qc.queries[0];
  if (query === undefined) throw new Error('no query');
  return query;
};

const lineFormData = (extra: Record<string, unknown> = {}): FormData => ({
  datasource: '3__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'departure_time',
  time_grain_sqla: 'P1M',
  metrics: ['count'],
  groupby: ['origin'],
  adhoc_filters: [],
  row_limit: 10000,
  truncate_metric: true,
  show_empty_columns: true,
  ...extra,
});

describe('buildTimeseriesQuery', () => {
  it("rebuilds Superset's stored query context of the example bar chart exactly", () => {
    expect(buildTimeseriesQuery(barFormData)).toEqual(example.request);
  });

  it('applies dashboard filters, time range and time grain from extra_form_data as Superset does', () => {
    const { extra_form_data, query_context } = example.request_with_dashboard_filters_applied;
    expect(buildTimeseriesQuery({ ...barFormData, extra_form_data })).toEqual(query_context);
  });

  it('limits series by a metric and orders by it', () => {
    const query = firstQuery(
      buildTimeseriesQuery(lineFormData({ limit: 5, timeseries_limit_metric: 'sum_delay', order_desc: false })),
    );
    expect(query).toMatchObject({
      series_limit: 5,
      series_limit_metric: 'sum_delay',
      orderby: [['sum_delay', true]],
      order_desc: false,
      series_columns: ['origin'],
      columns: [
        { timeGrain: 'P1M', columnType: 'BASE_AXIS', sqlExpression: 'departure_time', label: 'departure_time' },
        'origin',
      ],
    });
  });

  it('turns adhoc filters into filters and extras', () => {
    const query = firstQuery(
      buildTimeseriesQuery(
        lineFormData({
          adhoc_filters: [
            { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'origin', operator: 'IN', comparator: ['SEA'] },
            { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'delay > 0' },
            { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 10' },
          ],
        }),
      ),
    );
    expect(query.filters).toEqual([{ col: 'origin', op: 'IN', val: ['SEA'] }]);
    expect(query.extras).toEqual({ time_grain_sqla: 'P1M', where: '(delay > 0)', having: '(COUNT(*) > 10)' });
  });

  it('chains rolling, time comparison, resample, rename, contribution and flatten in that order', () => {
    const qc = buildTimeseriesQuery(
      lineFormData({
        rolling_type: 'mean',
        rolling_periods: '7',
        min_periods: 2,
        time_compare: ['1 year ago'],
        comparison_type: 'values',
        resample_rule: '1M',
        resample_method: 'zerofill',
        contributionMode: 'row',
      }),
    );
    const query = firstQuery(qc);
    expect(query.time_offsets).toEqual(['1 year ago']);
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['departure_time'],
          columns: ['origin'],
          drop_missing_columns: false,
          aggregates: { count: { operator: 'mean' }, 'count__1 year ago': { operator: 'mean' } },
        },
      },
      {
        operation: 'rolling',
        options: {
          rolling_type: 'mean',
          window: 7,
          min_periods: 2,
          columns: { count: 'count', 'count__1 year ago': 'count__1 year ago' },
        },
      },
      { operation: 'resample', options: { method: 'asfreq', rule: '1M', fill_value: 0 } },
      {
        operation: 'rename',
        options: { columns: { 'count__1 year ago': '1 year ago', count: null }, level: 0, inplace: true },
      },
      { operation: 'contribution', options: { orientation: 'row', time_shifts: ['1 year ago'] } },
      { operation: 'flatten' },
    ]);
  });

  it('compares with an earlier period as a percentage change and keeps the metric level', () => {
    const query = firstQuery(
      buildTimeseriesQuery(lineFormData({ time_compare: ['1 week ago'], comparison_type: 'percentage' })),
    );
    expect(query.post_processing?.map((s) => s?.operation)).toEqual(['pivot', 'compare', 'flatten']);
    expect(query.post_processing?.[1]).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['count'],
        compare_columns: ['count__1 week ago'],
        compare_type: 'percentage',
        drop_original_columns: true,
      },
    });
  });

  it('sums cumulatively with cumsum and sorts the x-axis without dimensions', () => {
    const query = firstQuery(
      buildTimeseriesQuery(
        lineFormData({ groupby: [], rolling_type: 'cumsum', x_axis_sort: 'count', x_axis_sort_asc: true }),
      ),
    );
    expect(query.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['departure_time'],
          columns: [],
          aggregates: { count: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'cum', options: { operator: 'sum', columns: { count: 'count' } } },
      { operation: 'sort', options: { by: 'count', ascending: true } },
      { operation: 'flatten' },
    ]);
  });

  it('draws a chart saved before Superset 4 (granularity_sqla, no x_axis) over its time column', () => {
    const query = firstQuery(
      buildTimeseriesQuery(lineFormData({ x_axis: undefined, granularity_sqla: 'departure_time' })),
    );
    // The legacy time column is the x-axis (Superset's x-axis fallback): the pivot's index is a
    // column the query returns, not the '__timestamp' alias.
    expect(query.is_timeseries).toBeUndefined();
    expect(query.columns).toEqual([
      {
        timeGrain: 'P1M',
        columnType: 'BASE_AXIS',
        sqlExpression: 'departure_time',
        label: 'departure_time',
        expressionType: 'SQL',
      },
      'origin',
    ]);
    expect(query.post_processing?.[0]).toMatchObject({ operation: 'pivot', options: { index: ['departure_time'] } });
  });
});
