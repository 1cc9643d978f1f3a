import { describe, expect, it } from 'vitest';
import { sortOperator } from './post-processing-operators.js';
import type { ControlContext, FormData } from './plugin.js';
import { isTemporalXAxis, showsTimeGrain, showsXAxisSort, xAxisSortChoices } from './x-axis-sort.js';

const context: ControlContext = {
  datasource: {
    columns: [
      { column_name: 'ds', is_dttm: true },
      { column_name: 'origin', verbose_name: 'Origin airport', is_dttm: false },
    ],
  },
};
const fd = (extra: Partial<FormData> = {}): FormData => ({
  viz_type: 'echarts_timeseries_bar',
  datasource: '1__table',
  metrics: ['count', { expressionType: 'SQL', sqlExpression: 'SUM(delay)', label: 'delay' }],
  groupby: [],
  ...extra,
});

describe('x-axis sort and time grain rules', () => {
  it('tells a temporal x-axis from a categorical one', () => {
    expect(isTemporalXAxis(fd({ x_axis: 'ds' }), context)).toBe(true);
    expect(isTemporalXAxis(fd({ x_axis: 'origin' }), context)).toBe(false);
    expect(isTemporalXAxis(fd({ x_axis: { sqlExpression: 'upper(origin)', label: 'o' } }), context)).toBe(false);
    expect(isTemporalXAxis(fd(), context)).toBe(true);
    expect(isTemporalXAxis(fd({ x_axis: 'origin' }), { datasource: null })).toBe(true);
  });

  it('shows Time Grain only for a temporal x-axis', () => {
    expect(showsTimeGrain(fd({ x_axis: 'ds' }), context)).toBe(true);
    expect(showsTimeGrain(fd({ x_axis: 'origin' }), context)).toBe(false);
  });

  it('offers the x-axis sort for a categorical x-axis without dimensions', () => {
    expect(showsXAxisSort(fd({ x_axis: 'origin' }), context)).toBe(true);
    expect(showsXAxisSort(fd({ x_axis: 'ds' }), context)).toBe(false);
    expect(showsXAxisSort(fd({ x_axis: 'origin', groupby: ['dest'] }), context)).toBe(false);
    expect(showsXAxisSort(fd(), context)).toBe(false);
  });

  it('sorts by the label or by a metric value', () => {
    expect(xAxisSortChoices(fd({ x_axis: 'origin' }), context)).toEqual([
      ['origin', 'Origin airport'],
      ['count', 'count'],
      ['delay', 'delay'],
    ]);
  });

  it('turns the chosen sort into the query sort step, as Superset’s sortOperator', () => {
    const byLabel = fd({ x_axis: 'origin', x_axis_sort: 'origin', x_axis_sort_asc: true });
    const query = { metrics: byLabel['metrics'] } as Parameters<typeof sortOperator>[1];
    expect(sortOperator(byLabel, query)).toEqual({
      operation: 'sort',
      options: { is_sort_index: true, ascending: true },
    });
    const byValue = fd({ x_axis: 'origin', x_axis_sort: 'delay', x_axis_sort_asc: false });
    expect(sortOperator(byValue, query)).toEqual({ operation: 'sort', options: { by: 'delay', ascending: false } });
  });
});
