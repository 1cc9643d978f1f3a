import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildTotalQuery, buildTrendlineQuery } from './build-query';

const base: FormData = {
  datasource: '7__table',
  viz_type: 'big_number_total',
  metric: 'count',
  time_range: 'Last week',
  granularity_sqla: 'ds',
  adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state = 'CA'" }],
};

const commonQuery = {
  filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last week' }],
  applied_time_extras: {},
  metrics: ['count'],
  orderby: [['count', false]],
  annotation_layers: [],
  series_limit: 0,
  order_desc: true,
  url_params: {},
  custom_params: {},
  custom_form_data: {},
  time_range: 'Last week',
  time_offsets: [],
};

describe('big number buildQuery', () => {
  it('big_number_total: the metric over the filters', () => {
    expect(buildTotalQuery(base)).toEqual({
      datasource: { id: 7, type: 'table' },
      force: false,
      form_data: base,
      result_format: 'json',
      result_type: 'full',
      queries: [
        {
          ...commonQuery,
          extras: { having: '', where: "(state = 'CA')" },
          columns: [],
          post_processing: [],
        },
      ],
    });
  });

  it('big_number: the x-axis with its time grain, pivot, rolling window and flatten', () => {
    const fd: FormData = {
      ...base,
      viz_type: 'big_number',
      x_axis: 'ds',
      time_grain_sqla: 'P1W',
      rolling_type: 'mean',
      rolling_periods: '4',
      min_periods: 2,
      compare_lag: 1,
    };
    expect(buildTrendlineQuery(fd).queries).toEqual([
      {
        ...commonQuery,
        extras: { time_grain_sqla: 'P1W', having: '', where: "(state = 'CA')" },
        columns: [
          { timeGrain: 'P1W', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
        ],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['ds'],
              columns: [],
              aggregates: { count: { operator: 'mean' } },
              drop_missing_columns: true,
            },
          },
          {
            operation: 'rolling',
            options: { rolling_type: 'mean', window: 4, min_periods: 2, columns: { count: 'count' } },
          },
          { operation: 'flatten' },
        ],
      },
    ]);
  });

  it('big_number: cumsum becomes a cum step; no rolling type, no step; granularity_sqla serves as x-axis', () => {
    const fd: FormData = { ...base, viz_type: 'big_number', time_grain_sqla: 'P1D' };
    const [query] = buildTrendlineQuery({ ...fd, rolling_type: 'cumsum' }).queries;
    expect(query?.columns).toEqual([
      { timeGrain: 'P1D', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
    ]);
    expect(query?.post_processing?.map((s) => s?.operation)).toEqual(['pivot', 'cum', 'flatten']);
    expect(query?.post_processing?.[1]).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { count: 'count' } },
    });
    const [plain] = buildTrendlineQuery({ ...fd, rolling_type: 'None' }).queries;
    expect(plain?.post_processing?.map((s) => s?.operation)).toEqual(['pivot', 'flatten']);
  });
});
