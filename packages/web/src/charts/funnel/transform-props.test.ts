import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/funnel/chart-data-cars.json';
import { transformProps } from './transform-props';

// Cars per cylinder count, largest first, as the chart-data API answered the funnel's query on the examples.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { cylinders: 0, count: 0 });

const funnel = (formData: Record<string, unknown> = {}) =>
  transformProps(chartProps({ viz_type: 'funnel', groupby: ['cylinders'], metric: 'count', ...formData }, [result]));

type Datum = { name: string; value: number; itemStyle: { color: string; opacity: number }; label: { color: string } };
const seriesOf = (props: ReturnType<typeof transformProps>, selected: string | null = null) => {
  const option = props.optionFor(selected);
  const [series] = Array.isArray(option.series) ? option.series : [];
  return series as { data: Datum[]; label: { formatter: (p: { dataIndex: number }) => string }; top: number };
};
const tooltipOf = (props: ReturnType<typeof transformProps>) =>
  (props.optionFor(null).tooltip as { formatter: (p: { dataIndex: number }) => string }).formatter;

describe('funnel transformProps', () => {
  it('one step per row in query order, percentages from the first step by default', () => {
    const { steps } = funnel();
    expect(steps.map((s) => [s.name, s.value, s.values])).toEqual([
      ['4', 207, [4]],
      ['8', 108, [8]],
      ['6', 84, [6]],
      ['3', 4, [3]],
      ['5', 3, [5]],
    ]);
    expect(steps.map((s) => s.percent.toFixed(4))).toEqual(['1.0000', '0.5217', '0.4058', '0.0193', '0.0145']);
  });

  it('percent_calculation_type: from the previous step or of the total', () => {
    expect(funnel({ percent_calculation_type: 'prev_step' }).steps.map((s) => s.percent.toFixed(3))).toEqual([
      '1.000',
      '0.522',
      '0.778',
      '0.048',
      '0.750',
    ]);
    expect(funnel({ percent_calculation_type: 'total' }).steps[0]?.percent.toFixed(4)).toBe('0.5099');
  });

  it("labels by Superset's numbered label types, in black or white by the step colour", () => {
    const label = (label_type: unknown) => seriesOf(funnel({ label_type })).label.formatter({ dataIndex: 1 });
    expect(label(undefined)).toBe('8');
    expect(label(3)).toBe('8: 108');
    expect(label('5')).toBe('8: 108 (52.17%)');
    expect(label(6)).toBe('108 (52.17%)');
    const { data } = seriesOf(funnel());
    expect(data.map((d) => [d.itemStyle.color, d.label.color])).toEqual([
      ['#1FA8C9', '#FFFFFF'],
      ['#454E7C', '#FFFFFF'],
      ['#5AC189', '#FFFFFF'],
      ['#FF7F44', '#FFFFFF'],
      ['#666666', '#FFFFFF'],
    ]);
  });

  it('tooltips: category, metric, value and percentage by default', () => {
    expect(tooltipOf(funnel())({ dataIndex: 2 })).toBe('<b>6</b><br/>count <b>84</b> <b>40.58%</b>');
    expect(tooltipOf(funnel({ tooltip_label_type: 1 }))({ dataIndex: 2 })).toBe('count <b>84</b>');
  });

  it('makes room for the legend on its side and dims the steps outside the selection', () => {
    expect(seriesOf(funnel()).top).toBe(30);
    const props = transformProps({
      ...chartProps({ viz_type: 'funnel', groupby: ['cylinders'], metric: 'count' }, [result]),
      filterState: { selectedValues: ['8'] },
    });
    expect(props.selectedName).toBe('8');
    expect(seriesOf(props, '8').data.map((d) => d.itemStyle.opacity)).toEqual([0.3, 1, 0.3, 0.3, 0.3]);
  });
});
