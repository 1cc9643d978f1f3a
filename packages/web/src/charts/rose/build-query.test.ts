import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

const fd: FormData = {
  datasource: '4__table',
  viz_type: 'rose',
  granularity_sqla: 'date',
  time_grain_sqla: 'P1M',
  time_range: 'No filter',
  groupby: ['weather'],
  metrics: ['count'],
  row_limit: 10000,
  adhoc_filters: [],
};

describe('rose buildQuery', () => {
  it('the time column at its grain and the group-by, pivoted on time and flattened', () => {
    expect(buildQuery(fd).queries[0]).toMatchObject({
      filters: [{ col: 'date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
      columns: [
        { timeGrain: 'P1M', columnType: 'BASE_AXIS', sqlExpression: 'date', label: 'date', expressionType: 'SQL' },
        'weather',
      ],
      series_columns: ['weather'],
      metrics: ['count'],
      time_offsets: [],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['date'],
            columns: ['weather'],
            aggregates: { count: { operator: 'mean' } },
            drop_missing_columns: true,
          },
        },
        { operation: 'flatten' },
      ],
    });
  });

  it('adds the rolling window and the legacy contribution (by time grain) when asked', () => {
    const steps = buildQuery({ ...fd, rolling_type: 'cumsum', contribution: true }).queries[0]?.post_processing;
    expect(steps?.map((s) => s?.operation)).toEqual(['pivot', 'cum', 'contribution', 'flatten']);
    expect(steps?.[2]).toEqual({ operation: 'contribution', options: { orientation: 'row' } });
  });
});
