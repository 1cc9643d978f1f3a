import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/gauge/chart-data-cars.json';
import { transformProps } from './transform-props';

// Average MPG per origin, largest first, as the chart-data API answered the gauge's query on the examples.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { origin: 1, avg_miles_per_gallon: 0 });

const gauge = (formData: Record<string, unknown> = {}) =>
  transformProps({
    ...chartProps({ viz_type: 'gauge_chart', groupby: ['origin'], metric: 'avg_miles_per_gallon', ...formData }, [
      result,
    ]),
    datasource: { verboseMap: { origin: 'Origin' }, columnFormats: { avg_miles_per_gallon: '.1f' } },
  });

type Series = {
  min: number;
  max: number;
  axisLine: { lineStyle: { color: unknown } };
  detail: { formatter: (v: number) => string };
  data: { name: string; value: number; itemStyle: { opacity?: number }; title: { show: boolean } }[];
};
const seriesOf = (props: ReturnType<typeof transformProps>, selected: string | null = null) => {
  const option = props.optionFor(selected);
  return (Array.isArray(option.series) ? option.series[0] : undefined) as Series;
};

describe('gauge transformProps', () => {
  it('one dial per row, named by its verbose column and value, on an axis twice the largest value', () => {
    const series = seriesOf(gauge());
    expect(series.data.map((d) => [d.name, d.value.toFixed(2)])).toEqual([
      ['Origin: Japan', '30.45'],
      ['Origin: Europe', '27.89'],
      ['Origin: USA', '20.08'],
    ]);
    expect([series.min, series.max.toFixed(2)]).toEqual([0, '60.90']);
  });

  it('min_val and max_val set the axis; intervals colour it from the scheme', () => {
    const series = seriesOf(
      gauge({ min_val: 10, max_val: '40', intervals: '20,30,40', interval_color_indices: '3,2,1' }),
    );
    expect([series.min, series.max]).toEqual([10, 40]);
    expect(series.axisLine.lineStyle.color).toEqual([
      [1 / 3, '#5AC189'],
      [2 / 3, '#454E7C'],
      [1, '#1FA8C9'],
    ]);
    expect(seriesOf(gauge()).axisLine.lineStyle.color).toEqual([[1, '#E9F6F9']]);
  });

  it("formats the value with the metric's saved format and the value formatter", () => {
    expect(seriesOf(gauge({ value_formatter: '{value} mpg' })).detail.formatter(30.46)).toBe('30.5 mpg');
  });

  it('dims the other dials and hides their texts when one is the cross-filter', () => {
    const props = transformProps({
      ...chartProps({ viz_type: 'gauge_chart', groupby: ['origin'], metric: 'avg_miles_per_gallon' }, [result]),
      filterState: { selectedValues: ['origin: USA'] },
    });
    expect(props.selectedName).toBe('origin: USA');
    const { data } = seriesOf(props, props.selectedName);
    expect(data.map((d) => [d.itemStyle.opacity, d.title.show])).toEqual([
      [0.3, false],
      [0.3, false],
      [undefined, true],
    ]);
  });
});
