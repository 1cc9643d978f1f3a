import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

const fd: FormData = {
  datasource: '3__table',
  viz_type: 'treemap_v2',
  groupby: ['origin', 'cylinders'],
  metric: 'count',
  row_limit: 100,
  sort_by_metric: true,
  adhoc_filters: [],
};

describe('treemap buildQuery', () => {
  it('the metric per group-by path, largest first, then the paths in order, under the row limit', () => {
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
          columns: ['origin', 'cylinders'],
          metrics: ['count'],
          orderby: [
            ['count', false],
            ['origin', true],
            ['cylinders', true],
          ],
          annotation_layers: [],
          row_limit: 100,
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

  it('orders by the group-by columns alone without sort_by_metric', () => {
    expect(buildQuery({ ...fd, sort_by_metric: false }).queries[0]?.orderby).toEqual([
      ['origin', true],
      ['cylinders', true],
    ]);
  });

  it("keeps the base order when there is no row limit, as Superset's treemap does", () => {
    expect(buildQuery({ ...fd, row_limit: 0 }).queries[0]?.orderby).toEqual([['count', false]]);
  });
});
