import { describe, expect, it } from 'vitest';
import type { SupersetQueryObject } from './build-query-context.js';
import { boxplotOperator, histogramOperator, rankOperator } from './distribution-operators.js';
import type { FormData } from './plugin.js';

const query: SupersetQueryObject = {
  metrics: ['count', { expressionType: 'SQL', sqlExpression: 'AVG(x)', label: 'avg x' }],
  columns: [],
  applied_time_extras: {},
  custom_params: {},
  custom_form_data: {},
};
const fd = (extra: Record<string, unknown>): FormData => ({ datasource: '1__table', viz_type: 'box_plot', ...extra });

describe('rankOperator', () => {
  it('ranks the metric, within a group when one is given', () => {
    expect(rankOperator({ metric: 'count' })).toEqual({ operation: 'rank', options: { metric: 'count' } });
    expect(rankOperator({ metric: 'count', group_by: 'origin' })).toEqual({
      operation: 'rank',
      options: { metric: 'count', group_by: 'origin' },
    });
  });
});

describe('boxplotOperator', () => {
  it('reads the whisker choice as Superset saves it', () => {
    const base = { groupby: ['region'], metrics: ['count', 'avg x'] };
    expect(boxplotOperator(fd({ whiskerOptions: 'Tukey', groupby: ['region'] }), query)).toEqual({
      operation: 'boxplot',
      options: { whisker_type: 'tukey', ...base },
    });
    expect(boxplotOperator(fd({ whiskerOptions: 'Min/max (no outliers)', groupby: 'region' }), query)).toEqual({
      operation: 'boxplot',
      options: { whisker_type: 'min/max', ...base },
    });
    expect(boxplotOperator(fd({ whiskerOptions: '9/91 percentiles', groupby: ['region'] }), query)).toEqual({
      operation: 'boxplot',
      options: { whisker_type: 'percentile', percentiles: [9, 91], ...base },
    });
  });

  it('is left out without a whisker choice and refuses an unknown one', () => {
    expect(boxplotOperator(fd({}), query)).toBeUndefined();
    expect(() => boxplotOperator(fd({ whiskerOptions: 'Quartiles' }), query)).toThrow('Unsupported whisker type');
  });
});

describe('histogramOperator', () => {
  it('bins the column per group, 5 bins when the count is not a number', () => {
    expect(histogramOperator(fd({ column: 'delay', groupby: ['origin'], bins: '10', cumulative: true }))).toEqual({
      operation: 'histogram',
      options: { column: 'delay', groupby: ['origin'], bins: 10, cumulative: true },
    });
    expect(histogramOperator(fd({ column: 'delay', bins: 'many', normalize: false }))).toEqual({
      operation: 'histogram',
      options: { column: 'delay', groupby: [], bins: 5, normalize: false },
    });
  });
});
