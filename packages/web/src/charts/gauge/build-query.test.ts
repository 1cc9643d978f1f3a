import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

const fd: FormData = {
  datasource: '3__table',
  viz_type: 'gauge_chart',
  groupby: ['origin'],
  metric: 'avg_miles_per_gallon',
  row_limit: 10,
  sort_by_metric: true,
  adhoc_filters: [],
};

describe('gauge buildQuery', () => {
  it('the metric per group-by value, with the group-by as Superset also sends it, largest first', () => {
    expect(buildQuery(fd).queries).toEqual([
      {
        filters: [],
        extras: { having: '', where: '' },
        applied_time_extras: {},
        columns: ['origin'],
        groupby: ['origin'],
        metrics: ['avg_miles_per_gallon'],
        orderby: [['avg_miles_per_gallon', false]],
        annotation_layers: [],
        row_limit: 10,
        series_limit: 0,
        order_desc: true,
        url_params: {},
        custom_params: {},
        custom_form_data: {},
        time_offsets: [],
        post_processing: [],
      },
    ]);
  });
});
