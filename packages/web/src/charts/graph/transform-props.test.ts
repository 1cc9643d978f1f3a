import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/graph/chart-data-cars.json';
import { transformProps } from './transform-props';

// Cars per origin and cylinder count, as the chart-data API answered the graph's query on the examples.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { origin: 1, cylinders: 0, count: 0 });
const formData = { viz_type: 'graph_chart', source: 'origin', target: 'cylinders', metric: 'count' };

type Series = {
  layout: string;
  edgeSymbol: string[];
  roam: unknown;
  categories: { name: string; itemStyle: { color: string } }[];
  data: { name: string; symbolSize: number; category?: string; itemStyle: { opacity: number; color?: string } }[];
  links: { source: string; target: string; lineStyle: { width: number; color: string } }[];
};
const seriesOf = (props: ReturnType<typeof transformProps>, selected: string | null = null) =>
  (props.optionFor(selected).series as Series[])[0] as Series;

describe('graph transformProps', () => {
  it('one node per value in first-seen order, each the sum of its edges', () => {
    const { nodes } = transformProps(chartProps(formData, [result]));
    expect(nodes.map((n) => [n.id, n.name, n.column, n.total])).toEqual([
      ['0', 'USA', 'origin', 254],
      ['1', '8', 'cylinders', 108],
      ['2', '6', 'cylinders', 84],
      ['3', '4', 'cylinders', 207],
      ['4', 'Japan', 'origin', 79],
      ['5', 'Europe', 'origin', 73],
      ['6', '3', 'cylinders', 4],
      ['7', '5', 'cylinders', 3],
    ]);
    expect(nodes[1]?.value).toBe(8);
  });

  it("sizes nodes and edges from half to two and a half times the base, Superset's defaults otherwise", () => {
    const series = seriesOf(transformProps(chartProps(formData, [result])));
    expect(series.layout).toBe('force');
    expect(series.edgeSymbol).toEqual(['none', 'arrow']);
    expect(series.roam).toBe(true);
    expect(transformProps(chartProps(formData, [result])).optionFor(null).animation).toBe(true);
    expect(series.data[0]?.symbolSize).toBe(50);
    expect(series.data[7]?.symbolSize).toBe(10);
    expect(series.links[0]?.lineStyle.width).toBe(7.5);
    expect(series.links.at(-1)?.lineStyle.width).toBe(1.5);
  });

  it('categories colour the nodes and fill the legend; uncategorised nodes take the first colour', () => {
    const props = transformProps(chartProps({ ...formData, source_category: 'origin', layout: 'circular' }, [result]));
    const series = seriesOf(props);
    expect(series.layout).toBe('circular');
    expect(series.categories.map((c) => [c.name, c.itemStyle.color])).toEqual([
      ['USA', '#1FA8C9'],
      ['Japan', '#454E7C'],
      ['Europe', '#5AC189'],
    ]);
    expect(series.data[1]?.itemStyle.color).toBe('#1FA8C9');
    expect(series.links[3]?.lineStyle.color).toBe('#454E7C');
    expect((props.optionFor(null).legend as { data: string[] }).data).toEqual(['USA', 'Japan', 'Europe']);
  });

  it('edge symbols, roam and the selection', () => {
    const props = transformProps({
      ...chartProps({ ...formData, edgeSymbol: 'circle,circle', roam: 'scale' }, [result]),
      filterState: { selectedValues: ['Japan'] },
    });
    expect(props.selectedName).toBe('Japan');
    const series = seriesOf(props, 'Japan');
    expect(series.edgeSymbol).toEqual(['circle', 'circle']);
    expect(series.roam).toBe('scale');
    expect(series.data.filter((d) => d.itemStyle.opacity === 1).map((d) => d.name)).toEqual(['Japan']);
  });

  it('a network of more than 2,000 nodes and edges appears without the entrance animation', () => {
    const rows = Array.from({ length: 1100 }, (_, i) => ({ origin: `a${i}`, cylinders: `b${i}`, count: 1 + i }));
    const big = transformProps(chartProps(formData, [chartResult(rows, { origin: 1, cylinders: 1, count: 0 })]));
    expect(big.nodes).toHaveLength(2200);
    expect(big.optionFor(null).animation).toBe(false);
  });

  it('past 1,000 nodes the labels show on hover only and edges have no arrows; smaller networks keep both', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ origin: `a${i}`, cylinders: `b${i}`, count: 1 }));
    const labels = (n: number) => {
      const series = seriesOf(
        transformProps(chartProps(formData, [chartResult(rows(n), { origin: 1, cylinders: 1 })])),
      );
      return [...new Set(series.data.map((d) => (d as { label?: { show: boolean } }).label?.show))];
    };
    expect(labels(500)).toEqual([true]);
    expect(labels(501)).toEqual([false]);
    const big = seriesOf(transformProps(chartProps(formData, [chartResult(rows(501), { origin: 1, cylinders: 1 })])));
    expect(big.edgeSymbol).toEqual(['none', 'none']);
    const series = seriesOf(transformProps(chartProps(formData, [result]))) as Series & { emphasis: unknown };
    expect(series.emphasis).toEqual({ focus: 'adjacency', label: { show: true } });
  });

  it('tooltips name both ends of an edge', () => {
    const option = transformProps(chartProps(formData, [result])).optionFor(null);
    const formatter = (option.tooltip as { formatter: (p: { dataType: string; dataIndex: number }) => string })
      .formatter;
    expect(formatter({ dataType: 'edge', dataIndex: 0 })).toBe('<b>USA &#62; 8</b><br/>count <b>108</b>');
  });
});
