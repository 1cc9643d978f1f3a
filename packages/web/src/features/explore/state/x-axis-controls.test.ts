import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testDatasource } from '../../../../test-support/controls/datasource-fixture';
import { applyControlChange, findControl, isControlVisible } from './control-logic';
import { buildTimeseriesQuery } from '../../../charts/timeseries/build-query';
import { timeseriesControlPanel } from '../../../charts/timeseries/control-panel';

const panel = timeseriesControlPanel('echarts_timeseries_bar');
const datasource = testDatasource();
const control = (name: string) => {
  const found = findControl(panel, name);
  if (found === undefined) throw new Error(`no control ${name}`);
  return found;
};
const bar = (extra: Partial<FormData> = {}): FormData => ({
  viz_type: 'echarts_timeseries_bar',
  datasource: '3__table',
  metrics: ['count'],
  groupby: [],
  time_grain_sqla: 'P1D',
  x_axis_sort_asc: true,
  ...extra,
});

describe('bar chart x-axis: time grain and sort', () => {
  it('hides Time Grain and offers the x-axis sort for a categorical x-axis', () => {
    const categorical = bar({ x_axis: 'origin' });
    expect(isControlVisible(control('time_grain_sqla'), categorical, datasource)).toBe(false);
    expect(isControlVisible(control('x_axis_sort'), categorical, datasource)).toBe(true);
    expect(isControlVisible(control('x_axis_sort_asc'), categorical, datasource)).toBe(true);
    expect(control('x_axis_sort').choicesOf?.(categorical, { datasource })).toEqual([
      ['origin', 'Origin airport'],
      ['count', 'count'],
    ]);
    const temporal = bar({ x_axis: 'date' });
    expect(isControlVisible(control('time_grain_sqla'), temporal, datasource)).toBe(true);
    expect(isControlVisible(control('x_axis_sort'), temporal, datasource)).toBe(false);
  });

  it('drops the sort when the x-axis turns temporal', () => {
    const sorted = bar({ x_axis: 'origin', x_axis_sort: 'count' });
    const moved = applyControlChange(panel, sorted, 'x_axis', 'date', datasource);
    expect(moved['x_axis_sort']).toBeNull();
  });

  it('queries the chosen order: by value descending, or by label', () => {
    const byValue = buildTimeseriesQuery(bar({ x_axis: 'origin', x_axis_sort: 'count', x_axis_sort_asc: false }));
    expect(byValue.queries[0]?.post_processing).toContainEqual({
      operation: 'sort',
      options: { by: 'count', ascending: false },
    });
    const byLabel = buildTimeseriesQuery(bar({ x_axis: 'origin', x_axis_sort: 'origin' }));
    expect(byLabel.queries[0]?.post_processing).toContainEqual({
      operation: 'sort',
      options: { is_sort_index: true, ascending: true },
    });
  });
});
