import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

const fd: FormData = {
  datasource: '3__table',
  viz_type: 'partition',
  groupby: ['origin', 'cylinders'],
  metrics: ['avg_horsepower'],
  timeseries_limit_metric: 'count',
  order_desc: true,
  row_limit: 10000,
  adhoc_filters: [],
};

describe('partition buildQuery', () => {
  it('the metrics per full path, the sort metric added and ordered by, not a time series', () => {
    expect(buildQuery(fd).queries[0]).toMatchObject({
      columns: ['origin', 'cylinders'],
      metrics: ['avg_horsepower', 'count'],
      orderby: [['count', false]],
      is_timeseries: false,
      row_limit: 10000,
    });
  });

  it('keeps the server order without a sort metric or with order_desc off', () => {
    expect(buildQuery({ ...fd, timeseries_limit_metric: null }).queries[0]).toMatchObject({
      metrics: ['avg_horsepower'],
      orderby: [],
    });
    expect(buildQuery({ ...fd, order_desc: false }).queries[0]?.orderby).toEqual([]);
  });
});
