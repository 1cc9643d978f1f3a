import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildQuery, getQueryMode } from './build-query';

const sumNum = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'num' },
  label: 'SUM(num)',
} as const;

const base: FormData = {
  datasource: '3__table',
  viz_type: 'table',
  time_range: 'No filter',
  granularity_sqla: 'ds',
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'gender', operator: '==', comparator: 'boy' }],
};

const commonQuery = {
  filters: [
    { col: 'gender', op: '==', val: 'boy' },
    { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' },
  ],
  extras: { having: '', where: '' },
  applied_time_extras: {},
  annotation_layers: [],
  series_limit: 0,
  url_params: {},
  custom_params: {},
  custom_form_data: {},
  time_range: 'No filter',
  time_offsets: [],
};

describe('getQueryMode', () => {
  it('uses query_mode, else infers raw from all_columns', () => {
    expect(getQueryMode({ ...base, query_mode: 'raw' })).toBe('raw');
    expect(getQueryMode({ ...base, all_columns: ['a'] })).toBe('raw');
    expect(getQueryMode({ ...base, all_columns: [] })).toBe('aggregate');
  });
});

describe('table buildQuery', () => {
  it('aggregate mode: groupby, metrics, percent metrics, default order by the first metric', () => {
    const fd: FormData = {
      ...base,
      query_mode: 'aggregate',
      groupby: ['name'],
      metrics: ['count'],
      percent_metrics: [sumNum, 'count'],
      row_limit: '100',
      order_desc: true,
      all_columns: ['ignored'],
    };
    expect(buildQuery(fd)).toEqual({
      datasource: { id: 3, type: 'table' },
      force: false,
      form_data: fd,
      result_format: 'json',
      result_type: 'full',
      queries: [
        {
          ...commonQuery,
          columns: ['name'],
          metrics: ['count', sumNum],
          orderby: [['count', false]],
          order_desc: true,
          row_limit: 100,
          post_processing: [
            {
              operation: 'contribution',
              options: { columns: ['SUM(num)', 'count'], rename_columns: ['%SUM(num)', '%count'] },
            },
          ],
        },
      ],
    });
  });

  it('sorts by timeseries_limit_metric, ascending unless order_desc', () => {
    const fd: FormData = { ...base, groupby: ['name'], metrics: ['count'], timeseries_limit_metric: sumNum };
    expect(buildQuery(fd).queries[0]?.orderby).toEqual([[sumNum, true]]);
    expect(buildQuery({ ...fd, order_desc: true }).queries[0]?.orderby).toEqual([[sumNum, false]]);
  });

  it('puts a temporal groupby column first, with the time grain', () => {
    const fd: FormData = {
      ...base,
      groupby: ['name', 'ds'],
      metrics: ['count'],
      time_grain_sqla: 'P1M',
      temporal_columns_lookup: { ds: true },
    };
    expect(buildQuery(fd).queries[0]?.columns).toEqual([
      { timeGrain: 'P1M', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
      'name',
    ]);
  });

  it('raw mode: all_columns, no metrics, order_by_cols', () => {
    const fd: FormData = {
      ...base,
      query_mode: 'raw',
      groupby: ['ignored'],
      metrics: ['ignored'],
      all_columns: ['name', 'num'],
      order_by_cols: ['["num", false]', '["name", true]', 'not json'],
      row_limit: 50,
      show_totals: true,
    };
    expect(buildQuery(fd).queries).toEqual([
      {
        ...commonQuery,
        columns: ['name', 'num'],
        metrics: [],
        orderby: [
          ['num', false],
          ['name', true],
        ],
        order_desc: true,
        row_limit: 50,
        post_processing: [],
      },
    ]);
  });

  it('server pagination: the page as row_limit/row_offset, plus a row-count query', () => {
    const fd: FormData = {
      ...base,
      groupby: ['name'],
      metrics: ['count'],
      server_pagination: true,
      server_page_length: 20,
      row_limit: 50,
    };
    const query = {
      ...commonQuery,
      columns: ['name'],
      metrics: ['count'],
      orderby: [['name', false]],
      order_desc: true,
      post_processing: [],
    };
    expect(buildQuery(fd, { ownState: { currentPage: 2, sortBy: [{ key: 'name', desc: true }] } }).queries).toEqual([
      { ...query, row_limit: 10, row_offset: 40 },
      { ...query, row_limit: 50, row_offset: 0, is_rowcount: true },
    ]);
  });

  it('server pagination clamps the page to the row limit and defaults to the first page', () => {
    const fd: FormData = { ...base, groupby: ['name'], metrics: ['count'], server_pagination: true, row_limit: 25 };
    const [page] = buildQuery(fd, { ownState: { currentPage: 9 } }).queries;
    expect([page?.row_limit, page?.row_offset]).toEqual([5, 20]);
    const [first] = buildQuery(fd).queries;
    expect([first?.row_limit, first?.row_offset]).toEqual([10, 0]);
  });

  it('show_totals adds a query without groupby that keeps the percent contribution', () => {
    const fd: FormData = {
      ...base,
      groupby: ['name'],
      metrics: ['count'],
      percent_metrics: ['count'],
      show_totals: true,
      row_limit: 10,
    };
    const contribution = { operation: 'contribution', options: { columns: ['count'], rename_columns: ['%count'] } };
    const totals = buildQuery(fd).queries[1];
    expect(totals).toEqual({
      ...commonQuery,
      columns: [],
      metrics: ['count'],
      row_limit: 0,
      row_offset: 0,
      post_processing: [contribution],
    });
    expect(totals).not.toHaveProperty('order_desc');
    expect(totals).not.toHaveProperty('orderby');
  });

  it('passes force, result type and format through', () => {
    const ctx = buildQuery({ ...base, groupby: ['a'], force: true, result_format: 'csv', result_type: 'results' });
    expect([ctx.force, ctx.result_format, ctx.result_type]).toEqual([true, 'csv', 'results']);
  });
});
