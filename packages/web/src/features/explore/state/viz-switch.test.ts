import { describe, expect, it } from 'vitest';
import { singleMetricPanel, testPanel } from '../../../../test-support/features/explore/fixtures';
import { switchVizType } from './viz-switch';

describe('switching viz types', () => {
  const bar = {
    viz_type: 'bar',
    datasource: '7__table',
    slice_id: 4,
    metrics: ['count', 'sum__delay'],
    groupby: ['origin'],
    adhoc_filters: [{ expressionType: 'SQL', sqlExpression: '1=1' }],
    time_range: 'Last week',
    show_legend: false,
  };

  it('converts metrics and dimensions, keeps the shared keys and drops the unknown ones', () => {
    const pie = switchVizType(bar, 'pie', singleMetricPanel, undefined);
    expect(pie).toEqual({
      viz_type: 'pie',
      datasource: '7__table',
      slice_id: 4,
      metric: 'count',
      columns: ['origin'],
      donut: false,
      adhoc_filters: bar.adhoc_filters,
      time_range: 'Last week',
    });
  });

  it("maps a bar chart's x-axis to the slices of a pie, before its series (D 14)", () => {
    const timeseriesBar = { ...bar, viz_type: 'echarts_timeseries_bar', x_axis: 'destination' };
    expect(switchVizType(timeseriesBar, 'pie', singleMetricPanel, undefined)['columns']).toEqual([
      'destination',
      'origin',
    ]);
    // Already among the dimensions: not twice.
    expect(
      switchVizType({ ...timeseriesBar, x_axis: 'origin' }, 'pie', singleMetricPanel, undefined)['columns'],
    ).toEqual(['origin']);
  });

  it('restores what the user had on the target type, under the current shared values', () => {
    const remembered = { viz_type: 'bar', datasource: '7__table', metrics: ['old'], show_legend: true, row_limit: 5 };
    const back = switchVizType(
      { viz_type: 'pie', datasource: '8__table', metric: 'count', columns: [], donut: true },
      'bar',
      testPanel,
      remembered,
    );
    expect(back).toMatchObject({ viz_type: 'bar', datasource: '8__table', metrics: ['count'], show_legend: true });
    expect(back['row_limit']).toBe(5);
    expect(back['groupby']).toEqual([]);
    expect('donut' in back).toBe(false);
  });

  it('carries the controls both types share when the target is new', () => {
    const line = switchVizType(bar, 'line', testPanel, undefined);
    expect(line).toMatchObject({ viz_type: 'line', show_legend: false, metrics: bar.metrics, row_limit: 10000 });
  });
});
