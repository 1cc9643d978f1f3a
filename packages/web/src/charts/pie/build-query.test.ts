import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

const fd: FormData = {
  datasource: '5__table',
  viz_type: 'pie',
  groupby: ['gender'],
  metric: 'count',
  row_limit: 100,
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: 'IN', comparator: ['CA'] }],
};

describe('pie buildQuery', () => {
  it('groupby, the metric, row limit, largest slices first', () => {
    expect(buildQuery(fd)).toEqual({
      datasource: { id: 5, type: 'table' },
      force: false,
      form_data: fd,
      result_format: 'json',
      result_type: 'full',
      queries: [
        {
          filters: [{ col: 'state', op: 'IN', val: ['CA'] }],
          extras: { having: '', where: '' },
          applied_time_extras: {},
          columns: ['gender'],
          metrics: ['count'],
          orderby: [['count', false]],
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

  it('no ordering when sort_by_metric is off', () => {
    expect(buildQuery({ ...fd, sort_by_metric: false }).queries[0]?.orderby).toEqual([]);
  });
});
