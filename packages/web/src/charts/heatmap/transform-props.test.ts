import type { ChartDataResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import example from '../../../test-support/charts/heatmap/heatmap-example.json';
import { transformProps } from './transform-props';
import type { HeatmapCell } from './types';

const recorded = example.response.result[0] as unknown as ChartDataResult;

const heatmap = (formData: Record<string, unknown> = {}, result: ChartDataResult = recorded) =>
  transformProps(chartProps({ ...example.form_data, ...formData, viz_type: 'heatmap_v2' }, [result]));

type TooltipFormatter = (p: { dataIndex: number }) => string;
const tooltipOf = (props: ReturnType<typeof heatmap>) =>
  (props.echartOptions.tooltip as { formatter: TooltipFormatter }).formatter;
const visualMapOf = (props: ReturnType<typeof heatmap>) =>
  props.echartOptions.visualMap as { min: number; max: number; dimension: number; type: string; show: boolean };

describe('heatmap transformProps on the recorded example', () => {
  it('lays out origins along x and cylinders along y, sorted, one cell per row', () => {
    const props = heatmap();
    expect(props.x.labels).toEqual(['Europe', 'Japan', 'USA']);
    expect(props.y.labels).toEqual(['3', '4', '5', '6', '8']);
    expect(props.cells).toHaveLength(9);
    const europe4 = props.cells.find(([x, y]) => x === 0 && y === 1);
    expect(europe4?.[2]).toBeCloseTo(28.4111, 4);
  });

  it('colours from the smallest to the largest value with the sequential scheme', () => {
    const values = recorded.data.map((r) => Number(r['avg_miles_per_gallon']));
    const map = visualMapOf(heatmap());
    expect([map.min, map.max]).toEqual([Math.min(...values), Math.max(...values)]);
    expect(map.dimension).toBe(2);
    expect(map).toMatchObject({
      type: 'continuous',
      show: true,
      inRange: { color: expect.arrayContaining(['#E6F6F9']) },
    });
    expect(visualMapOf(heatmap({ value_bounds: [10, null] })).min).toBe(10);
    expect(visualMapOf(heatmap({ normalized: true }))).toMatchObject({ dimension: 3, min: expect.any(Number), max: 1 });
  });

  it('shows the value and its share of the heatmap, the column or the row in the tooltip', () => {
    const props = heatmap();
    const index = props.cells.findIndex(([x, y]) => x === 0 && y === 1);
    const total = recorded.data.reduce((s, r) => s + Number(r['avg_miles_per_gallon']), 0);
    expect(tooltipOf(props)({ dataIndex: index })).toBe(
      `<b>Europe (4)</b><br/>avg_miles_per_gallon <b>28.41</b> <b>${((28.411111111111108 / total) * 100).toFixed(2)}% (heatmap)</b>`,
    );
    const byColumn = heatmap({ normalize_across: 'x' });
    const column = byColumn.cells.filter(([x]) => x === 0).map((c) => Number(c[2]));
    const share = (28.411111111111108 / column.reduce((a, b) => a + b, 0)) * 100;
    expect(tooltipOf(byColumn)({ dataIndex: index })).toContain(`${share.toFixed(2)}% (Europe)`);
  });

  it('sorts an axis by the sum of the metric per category', () => {
    const props = heatmap({ sort_x_axis: 'value_desc' });
    const sums = ['Europe', 'Japan', 'USA'].map((o) =>
      recorded.data.filter((r) => r['origin'] === o).reduce((s, r) => s + Number(r['avg_miles_per_gallon']), 0),
    );
    const expected = ['Europe', 'Japan', 'USA'].map((o, i) => [o, sums[i] ?? 0] as const).sort((a, b) => b[1] - a[1]);
    expect(props.x.labels).toEqual(expected.map(([o]) => o));
  });

  it('formats a temporal axis with the time format and does not filter on it', () => {
    const rows = [
      { year: Date.UTC(2020, 0, 1), kind: 'a', count: 3 },
      { year: Date.UTC(2021, 0, 1), kind: 'a', count: null },
    ];
    const props = heatmap(
      { metric: 'count', x_axis_time_format: '%Y' },
      chartResult(rows, { year: 2, kind: 1, count: 0 }),
    );
    expect(props.x.labels).toEqual(['2020', '2021']);
    expect(props.x.filterColumn).toBeNull();
    expect(props.y.filterColumn).toBe('kind');
    expect(props.cells.map((c: HeatmapCell) => c[2])).toEqual([3, '-']);
  });

  it("keeps the host's selection when it names a cell", () => {
    const selected = JSON.stringify(['Japan', 4]);
    expect(
      transformProps({
        ...chartProps({ ...example.form_data, viz_type: 'heatmap_v2' }, [recorded]),
        filterState: { selectedValues: [selected] },
      }).selectedKey,
    ).toBe(selected);
  });

  it('widens the colour range below a single value so its cell takes the strongest colour', () => {
    const one = { ...recorded, data: recorded.data.slice(0, 1), rowcount: 1 };
    const value = Number(recorded.data[0]?.['avg_miles_per_gallon']);
    expect(visualMapOf(heatmap({}, one))).toMatchObject({ min: value - 1, max: value });
  });
});
