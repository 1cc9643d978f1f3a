import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { buildMixedTimeseriesQuery } from './build-query';
import { removeFormDataSuffix, retainFormDataSuffix } from './form-data-suffix';

const formData: FormData = {
  datasource: '3__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'date',
  time_grain_sqla: 'P1M',
  metrics: ['avg_temp_max'],
  groupby: ['weather'],
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'weather', operator: '==', comparator: 'sun' }],
  metrics_b: ['sum_precipitation'],
  groupby_b: [],
  adhoc_filters_b: [],
  row_limit: 100,
  row_limit_b: 50,
};

describe('query A and query B form data', () => {
  it('drops the _b controls for query A and lets them replace their twins for query B', () => {
    const a = removeFormDataSuffix(formData, '_b');
    expect(Object.keys(a).some((key) => key.endsWith('_b'))).toBe(false);
    expect(a['metrics']).toEqual(['avg_temp_max']);
    const b = retainFormDataSuffix(formData, '_b');
    expect(b).toMatchObject({ metrics: ['sum_precipitation'], groupby: [], adhoc_filters: [], row_limit: 50 });
    expect(b).toMatchObject({ x_axis: 'date', time_grain_sqla: 'P1M' });
  });
});

describe('buildMixedTimeseriesQuery', () => {
  const context = buildMixedTimeseriesQuery(formData);
  const [a, b] = context.queries;

  it('sends two time-series queries over the shared x-axis, A first', () => {
    expect(context.queries).toHaveLength(2);
    expect(a?.metrics).toEqual(['avg_temp_max']);
    expect(b?.metrics).toEqual(['sum_precipitation']);
    expect(a?.columns).toEqual([
      expect.objectContaining({ sqlExpression: 'date', columnType: 'BASE_AXIS' }),
      'weather',
    ]);
    expect(b?.columns).toEqual([expect.objectContaining({ sqlExpression: 'date', columnType: 'BASE_AXIS' })]);
    expect(a?.series_columns).toEqual(['weather']);
    expect(a?.row_limit).toBe(100);
    expect(b?.row_limit).toBe(50);
  });

  it('filters each query by its own filters and pivots each on the x-axis', () => {
    expect(a?.filters).toEqual(expect.arrayContaining([{ col: 'weather', op: '==', val: 'sun' }]));
    expect(b?.filters?.some((f) => f.col === 'weather')).toBe(false);
    expect(a?.post_processing?.[0]).toMatchObject({
      operation: 'pivot',
      options: { index: ['date'], columns: ['weather'] },
    });
    expect(b?.post_processing?.[0]).toMatchObject({ operation: 'pivot', options: { index: ['date'], columns: [] } });
    expect(context.form_data).toBe(formData);
  });
});
