import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

describe('bullet buildQuery', () => {
  it('the one metric, ungrouped, within the legacy time range', () => {
    const [query] = buildQuery({
      datasource: '3__table',
      viz_type: 'bullet',
      metric: 'avg_miles_per_gallon',
      granularity_sqla: 'year',
      time_range: 'Last year',
      groupby: ['origin'],
      adhoc_filters: [],
    }).queries;
    expect(query).toMatchObject({
      columns: [],
      metrics: ['avg_miles_per_gallon'],
      filters: [{ col: 'year', op: 'TEMPORAL_RANGE', val: 'Last year' }],
      time_range: 'Last year',
    });
  });
});
