import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/para/chart-data-cars.json';
import { transformProps } from './transform-props';

// The three averages (and acceleration as the colour metric) of the 50 most powerful models, from the chart-data API.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], {
  name: 1,
  avg_miles_per_gallon: 0,
  avg_horsepower: 0,
  avg_weight_lbs: 0,
  avg_acceleration: 0,
});
const formData = {
  viz_type: 'para',
  series: 'name',
  metrics: ['avg_miles_per_gallon', 'avg_horsepower', 'avg_weight_lbs'],
  secondary_metric: 'avg_acceleration',
};
type Line = { name: string; value: (string | number)[]; lineStyle: { color: string } };
const linesOf = (props: ReturnType<typeof transformProps>) =>
  (props.option.series as { data: Line[] }[])[0]?.data ?? [];

describe('para transformProps', () => {
  it('one line per row through one axis per metric', () => {
    const props = transformProps(chartProps(formData, [result]));
    expect(props.option.parallelAxis.map((a) => [a.dim, a.name, a.type])).toEqual([
      [0, 'avg_miles_per_gallon', 'value'],
      [1, 'avg_horsepower', 'value'],
      [2, 'avg_weight_lbs', 'value'],
    ]);
    const lines = linesOf(props);
    expect(lines).toHaveLength(50);
    expect(lines[0]).toMatchObject({ name: 'pontiac grand prix', value: [16, 230, 4278] });
    expect(props.table).toBeNull();
  });

  it('colours the lines by the colour metric on the linear scheme, lowest to highest', () => {
    const lines = linesOf(transformProps(chartProps(formData, [result])));
    const colors = new Set(lines.map((l) => l.lineStyle.color));
    expect(colors.size).toBeGreaterThan(5);
    const plain = linesOf(transformProps(chartProps({ ...formData, secondary_metric: undefined }, [result])));
    expect(new Set(plain.map((l) => l.lineStyle.color))).toEqual(new Set(['#1FA8C9']));
  });

  it('include_series adds the series as a first, categorical axis; show_datatable the rows', () => {
    const props = transformProps(chartProps({ ...formData, include_series: true, show_datatable: true }, [result]));
    expect(props.option.parallelAxis[0]).toMatchObject({ dim: 0, name: 'name', type: 'category' });
    expect(linesOf(props)[0]?.value).toEqual(['pontiac grand prix', 16, 230, 4278]);
    expect(props.table?.columns).toEqual(['name', 'avg_miles_per_gallon', 'avg_horsepower', 'avg_weight_lbs']);
    expect(props.table?.rows[0]).toEqual(['pontiac grand prix', '16', '230', '4.28k']);
  });

  it('tooltips: the series, then each metric with the colour metric', () => {
    const { option } = transformProps(chartProps(formData, [result]));
    const formatter = (option.tooltip as { formatter: (p: { dataIndex: number }) => string }).formatter;
    expect(formatter({ dataIndex: 0 })).toBe(
      '<b>pontiac grand prix</b><br/>avg_miles_per_gallon <b>16</b><br/>avg_horsepower <b>230</b><br/>avg_weight_lbs <b>4.28k</b><br/>avg_acceleration <b>9.5</b>',
    );
  });
});
