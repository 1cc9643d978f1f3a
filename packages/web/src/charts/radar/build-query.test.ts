import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

const fd: FormData = {
  datasource: '3__table',
  viz_type: 'radar',
  groupby: ['origin'],
  metrics: ['avg_miles_per_gallon', 'avg_horsepower', 'avg_acceleration'],
  row_limit: 10,
  order_desc: false,
  adhoc_filters: [],
};

describe('radar buildQuery', () => {
  it('the metrics per group-by value, by the first metric descending whatever order_desc says', () => {
    const [query] = buildQuery(fd).queries;
    expect(query).toMatchObject({
      columns: ['origin'],
      metrics: ['avg_miles_per_gallon', 'avg_horsepower', 'avg_acceleration'],
      orderby: [['avg_miles_per_gallon', false]],
      row_limit: 10,
    });
  });

  it('orders by series_limit_metric when set', () => {
    expect(buildQuery({ ...fd, series_limit_metric: 'count' }).queries[0]?.orderby).toEqual([['count', false]]);
  });
});
