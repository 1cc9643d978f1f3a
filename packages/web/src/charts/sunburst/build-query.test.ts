import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './build-query';

const horsepower = {
  expressionType: 'SIMPLE',
  column: { column_name: 'horsepower', type: 'BIGINT' },
  aggregate: 'SUM',
  label: 'SUM(horsepower)',
  hasCustomLabel: false,
  optionName: 'metric_hp_sum',
};

const fd: FormData = {
  datasource: '3__table',
  viz_type: 'sunburst_v2',
  columns: ['origin', 'cylinders'],
  metric: 'count',
  secondary_metric: horsepower,
  row_limit: 10000,
  sort_by_metric: true,
  adhoc_filters: [],
};

describe('sunburst buildQuery', () => {
  it('both metrics per hierarchy path, largest primary first', () => {
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
          metrics: ['count', horsepower],
          orderby: [['count', false]],
          annotation_layers: [],
          row_limit: 10000,
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

  it('asks for a secondary metric equal to the primary once, and reads a legacy groupby hierarchy', () => {
    const query = buildQuery({ ...fd, secondary_metric: 'count', columns: undefined, groupby: ['origin'] }).queries[0];
    expect(query?.metrics).toEqual(['count']);
    expect(query?.columns).toEqual(['origin']);
  });
});
