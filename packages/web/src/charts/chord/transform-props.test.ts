import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/chord/chart-data-cars.json';
import { transformProps } from './transform-props';

// Cars per origin and cylinder count, largest first, as the chart-data API answered the chord's query.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { origin: 1, cylinders: 0, count: 0 });
const formData = { viz_type: 'chord', groupby: ['origin'], columns: ['cylinders'], metric: 'count' };

type Series = {
  data: { name: string; itemStyle: { color: string; opacity: number } }[];
  links: { source: string; target: string; value: number; lineStyle: { opacity: number } }[];
};
const seriesOf = (props: ReturnType<typeof transformProps>, selected: string | null = null) =>
  (props.optionFor(selected).series as Series[])[0] as Series;
const tooltipOf = (props: ReturnType<typeof transformProps>) =>
  (props.optionFor(null).tooltip as { formatter: (p: { dataType?: string; dataIndex: number }) => string }).formatter;

describe('chord transformProps', () => {
  it('groups sorted by name, one chord per row', () => {
    const props = transformProps(chartProps(formData, [result]));
    expect(props.nodes.map((n) => [n.name, n.column, n.value])).toEqual([
      ['3', 'cylinders', 3],
      ['4', 'cylinders', 4],
      ['5', 'cylinders', 5],
      ['6', 'cylinders', 6],
      ['8', 'cylinders', 8],
      ['Europe', 'origin', 'Europe'],
      ['Japan', 'origin', 'Japan'],
      ['USA', 'origin', 'USA'],
    ]);
    const series = seriesOf(props);
    expect(series.links.map((l) => [l.source, l.target, l.value])[0]).toEqual(['USA', '8', 108]);
    expect(series.links).toHaveLength(9);
  });

  it("tooltips: a group's total, a chord's value each way in the number format", () => {
    const tooltip = tooltipOf(transformProps(chartProps({ ...formData, y_axis_format: ',.1f' }, [result])));
    expect(tooltip({ dataType: 'node', dataIndex: 1 })).toBe('4: <b>207.0</b>');
    expect(tooltip({ dataType: 'edge', dataIndex: 0 })).toBe('USA → 8: <b>108.0</b><br/>8 → USA: <b>0.0</b>');
  });

  it('dims the groups and chords a selection leaves out', () => {
    const props = transformProps({ ...chartProps(formData, [result]), filterState: { selectedValues: ['Japan'] } });
    expect(props.selectedName).toBe('Japan');
    const series = seriesOf(props, 'Japan');
    expect(series.data.filter((d) => d.itemStyle.opacity === 1).map((d) => d.name)).toEqual(['Japan']);
    expect(series.links.filter((l) => l.lineStyle.opacity === 0.6).map((l) => l.target)).toEqual(['4', '6', '3']);
  });
});
