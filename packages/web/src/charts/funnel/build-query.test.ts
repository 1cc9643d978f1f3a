import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

const fd: FormData = {
  datasource: '3__table',
  viz_type: 'funnel',
  groupby: ['cylinders'],
  metric: 'count',
  row_limit: 10,
  sort_by_metric: true,
  adhoc_filters: [],
};

describe('funnel buildQuery', () => {
  it('the base query: the metric per group-by value, largest first, under the row limit', () => {
    expect(buildQuery(fd)).toEqual({
      datasource: { id: 3, type: 'table' },
      force: false,
      form_data: fd,
      result_format: 'json',
      result_type: 'full',
      queries: [
        {
          filters: [],
          extras: { having: '', where: '' },
          applied_time_extras: {},
          columns: ['cylinders'],
          metrics: ['count'],
          orderby: [['count', false]],
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
      ],
    });
  });
});
