import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/sankey/chart-data-cars.json';
import { transformProps } from './transform-props';

// Cars per origin and cylinder count, largest link first, as the chart-data API answered the sankey's query.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { origin: 1, cylinders: 0, count: 0 });
const formData = { viz_type: 'sankey_v2', source: 'origin', target: 'cylinders', metric: 'count' };

type Series = {
  data: { name: string; value: number; itemStyle: { color: string; opacity: number }; label: { color: string } }[];
  links: { source: string; target: string; value: number; lineStyle: { opacity: number } }[];
};
const seriesOf = (props: ReturnType<typeof transformProps>, selected: string | null = null) =>
  (props.optionFor(selected).series as Series[])[0] as Series;
const tooltipOf = (props: ReturnType<typeof transformProps>) =>
  (props.optionFor(null).tooltip as { formatter: (p: { dataType?: string; dataIndex: number }) => string }).formatter;

describe('sankey transformProps', () => {
  it('one link per row and one node per source or target value, each node the larger of its in and out flows', () => {
    const props = transformProps(chartProps(formData, [result]));
    expect(props.links).toHaveLength(9);
    expect(props.links[0]).toMatchObject({
      source: 'USA',
      target: '8',
      value: 108,
      sourceValue: 'USA',
      targetValue: 8,
    });
    expect(props.nodes.map((n) => [n.name, n.column, n.total])).toEqual([
      ['USA', 'origin', 254],
      ['8', 'cylinders', 108],
      ['6', 'cylinders', 84],
      ['4', 'cylinders', 207],
      ['Japan', 'origin', 79],
      ['Europe', 'origin', 73],
      ['3', 'cylinders', 4],
      ['5', 'cylinders', 3],
    ]);
  });

  it("tooltips: a link's metric and its share of both ends; a node's total", () => {
    const tooltip = tooltipOf(transformProps(chartProps(formData, [result])));
    const link = tooltip({ dataType: 'edge', dataIndex: 0 });
    expect(link).toContain('USA &#62; 8');
    expect(link).toContain('108.00');
    expect(link).toContain('% (USA)');
    expect(link).toContain('42.52%');
    expect(link).toContain('100.00%');
    expect(tooltip({ dataType: 'node', dataIndex: 3 })).toContain('207.00');
  });

  it('leaves out a link that would close a cycle, which ECharts cannot lay out', () => {
    const cyclic = chartResult(
      [
        { origin: 'A', destination: 'B', count: 5 },
        { origin: 'B', destination: 'A', count: 3 },
        { origin: 'B', destination: 'C', count: 2 },
        { origin: 'C', destination: 'C', count: 1 },
      ],
      { origin: 1, destination: 1, count: 0 },
    );
    const props = transformProps(chartProps({ ...formData, target: 'destination' }, [cyclic]));
    expect(props.links.map((l) => `${l.source}>${l.target}`)).toEqual(['A>B', 'B>C']);
  });

  it('colours nodes by the scheme, labels by the theme, and dims what a selection leaves out', () => {
    const dark = transformProps({ ...chartProps(formData, [result]), theme: 'dark' });
    expect(seriesOf(dark).data[0]?.label.color).toBe('#FFFFFF');
    const light = transformProps({
      ...chartProps(formData, [result]),
      filterState: { selectedValues: ['node:Japan'] },
    });
    expect(light.selectedName).toBe('node:Japan');
    const series = seriesOf(light, 'node:Japan');
    expect(series.data.filter((d) => d.itemStyle.opacity === 1).map((d) => d.name)).toEqual(['Japan']);
    expect(series.links.filter((l) => l.lineStyle.opacity === 0.5).map((l) => l.target)).toEqual(['4', '6', '3']);
    expect(series.data[0]?.itemStyle.color).toBe('#1FA8C9');
  });
});
