import type { ChartDataResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartProps } from '../../../test-support/charts/table/helpers';
import example from '../../../test-support/charts/bubble/bubble-example.json';
import { transformProps } from './transform-props';
import type { BubblePoint } from './types';

const recorded = example.response.result[0] as unknown as ChartDataResult;

const bubble = (formData: Record<string, unknown> = {}, result: ChartDataResult = recorded) =>
  transformProps(chartProps({ ...example.form_data, ...formData, viz_type: 'bubble_v2' }, [result]));

interface Scatter {
  name: string;
  data: BubblePoint[];
  symbolSize: (value: BubblePoint) => number;
}
const seriesOf = (props: ReturnType<typeof bubble>) => props.echartOptions.series as unknown as Scatter[];

describe('bubble transformProps on the recorded example', () => {
  it('colours the countries by cluster, one series per cluster', () => {
    const props = bubble();
    const clusters = new Set(recorded.data.map((r) => String(r['cluster'])));
    expect(
      seriesOf(props)
        .map((s) => s.name)
        .sort(),
    ).toEqual([...clusters].sort());
    expect(props.echartOptions.legend).toMatchObject({ show: true, data: props.groups.map((g) => g.name) });
    const afghanistan = seriesOf(props)
      .flatMap((s) => s.data)
      .find((p) => p[3] === 'Afghanistan');
    expect(afghanistan).toEqual([7.447272727272726, 48.71818181818182, 24411191, 'Afghanistan', '0']);
  });

  it('sizes bubbles from 5px to 5 + 2 × max bubble size over the size range', () => {
    const props = bubble({ max_bubble_size: '10' });
    const sizes = recorded.data.map((r) => Number(r['MAX(population)']));
    const [low, high] = [Math.min(...sizes), Math.max(...sizes)];
    const scatter = seriesOf(props)[0];
    const at = (size: number) => scatter?.symbolSize([0, 0, size, '', '']);
    expect([at(low), at(high), at((low + high) / 2)]).toEqual([5, 25, 15]);
  });

  it('titles the tooltip with the series and entity and lists x, y and size', () => {
    const tooltip = bubble().echartOptions.tooltip as unknown as { formatter: (p: { value: BubblePoint }) => string };
    const { formatter } = tooltip;
    expect(formatter({ value: [7.45, 48.7, 24411191, 'Afghanistan', '0'] })).toBe(
      '<b>0 (Afghanistan)</b><br/>avg_fertility <b>7.45</b><br/>avg_life_expectancy <b>48.7</b><br/>MAX(population) <b>24.4M</b>',
    );
  });

  it('draws log axes and keeps bounds only while the axis is truncated', () => {
    const props = bubble({ logXAxis: true, logYAxis: true, x_axis_bounds: [1, 9], y_axis_bounds: [20, 90] });
    expect(props.echartOptions.xAxis).toMatchObject({
      type: 'log',
      min: 1,
      max: 9,
      name: 'Fertility (children per woman)',
    });
    expect(props.echartOptions.yAxis).toMatchObject({ type: 'log', scale: false });
    expect(props.echartOptions.yAxis).not.toHaveProperty('min');
    expect(bubble({ truncateYAxis: true, y_axis_bounds: [20, 90] }).echartOptions.yAxis).toMatchObject({
      min: 20,
      max: 90,
    });
  });

  it('gives each entity its own colour without a series', () => {
    const props = bubble({ series: null });
    expect(props.groups).toHaveLength(recorded.data.length);
    expect(props.groups[0]?.points[0]?.[4]).toBe('');
  });
});
