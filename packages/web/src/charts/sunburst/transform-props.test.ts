import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/sunburst/chart-data-cars.json';
import { transformProps } from './transform-props';

// Cars and their summed horsepower per origin and cylinders, as the chart-data API answered on the examples.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { origin: 1, cylinders: 0, count: 0, 'SUM(horsepower)': 0 });
const horsepower = {
  expressionType: 'SIMPLE',
  column: { column_name: 'horsepower' },
  aggregate: 'SUM',
  label: 'SUM(horsepower)',
};

const sunburst = (formData: Record<string, unknown> = {}) =>
  transformProps({
    ...chartProps({ viz_type: 'sunburst_v2', columns: ['origin', 'cylinders'], metric: 'count', ...formData }, [
      result,
    ]),
    width: 400,
    height: 300,
  });

type Item = {
  id: string;
  name: string;
  value: number;
  children?: Item[];
  itemStyle: { color?: string; opacity?: number };
};
const seriesOf = (props: ReturnType<typeof transformProps>, selected: string | null = null) => {
  const option = props.optionFor(selected);
  const [series] = Array.isArray(option.series) ? option.series : [];
  return series as { data: Item[]; radius: number[]; label: { minAngle: number; show: boolean } };
};
const tooltipOf = (props: ReturnType<typeof transformProps>) =>
  (props.optionFor(null).tooltip as { formatter: (p: { data: { id: string } }) => string }).formatter;

describe('sunburst transformProps', () => {
  it('one ring per hierarchy column, inner arcs summing the outer ones', () => {
    const { data } = seriesOf(sunburst());
    expect(data.map((d) => [d.id, d.value])).toEqual([
      ['USA', 254],
      ['Japan', 79],
      ['Europe', 73],
    ]);
    expect(data[2]?.children?.map((d) => [d.id, d.value])).toEqual([
      ['Europe,4', 66],
      ['Europe,6', 4],
      ['Europe,5', 3],
    ]);
  });

  it('sizes the rings to the slot and hides labels by default, under the threshold when shown', () => {
    const series = seriesOf(sunburst({ show_labels: true, show_labels_threshold: 10 }));
    expect(series.radius).toEqual([41.4, 138]);
    expect(series.label).toMatchObject({ show: true, minAngle: 36 });
    expect(seriesOf(sunburst()).label.show).toBe(false);
  });

  it('colours by label from the categorical scheme, the metric taking the first colour', () => {
    const { data } = seriesOf(sunburst());
    // Labels take colours in the order Superset's traversal meets them: USA, its cylinders, Japan ...
    expect(data.map((d) => d.itemStyle.color)).toEqual(['#454E7C', '#E04355', '#A868B7']);
    expect(data[0]?.children?.map((d) => d.itemStyle.color)).toEqual(['#5AC189', '#FF7F44', '#666666']);
  });

  it('colours by the secondary-to-primary ratio on the linear scheme when a secondary metric is set', () => {
    const { data } = seriesOf(sunburst({ secondary_metric: horsepower, linear_color_scheme: 'blue_white_yellow' }));
    const colors = data.map((d) => d.itemStyle.color);
    expect(new Set(colors).size).toBe(3);
    expect(colors.every((c) => /^#[0-9a-f]{6}$/i.test(c ?? ''))).toBe(true);
    const tooltip = tooltipOf(sunburst({ secondary_metric: horsepower }))({ data: { id: 'USA,8' } });
    expect(tooltip).toBe(
      '<b>8</b><br/>26.60% of total<br/>42.52% of USA<br/>count: 108, SUM(horsepower): 17.1k<br/>count/SUM(horsepower): 15845.37%',
    );
  });

  it('dims the arcs off the selected path, from the filterState', () => {
    const props = transformProps({
      ...chartProps({ viz_type: 'sunburst_v2', columns: ['origin', 'cylinders'], metric: 'count' }, [result]),
      filterState: { selectedValues: ['Japan'] },
    });
    expect(props.selectedName).toBe('Japan');
    const { data } = seriesOf(props, props.selectedName);
    expect(data.map((d) => d.itemStyle.opacity)).toEqual([0.3, undefined, 0.3]);
    expect(data[1]?.children?.every((d) => d.itemStyle.opacity === undefined)).toBe(true);
  });

  it('shows the total in the middle when asked', () => {
    expect(sunburst({ show_total: true }).optionFor(null).graphic).toMatchObject({ style: { text: 'Total: 406' } });
    expect(sunburst().optionFor(null).graphic).toBeUndefined();
  });
});
