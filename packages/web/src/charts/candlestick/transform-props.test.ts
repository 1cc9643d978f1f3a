import type { ChartDataResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartProps } from '../../../test-support/charts/table/helpers';
import example from '../../../test-support/charts/candlestick/candlestick-example.json';
import { transformProps } from './transform-props';

const recorded = example.response.result[0] as unknown as ChartDataResult;

const candlestick = (formData: Record<string, unknown> = {}, result: ChartDataResult = recorded) =>
  transformProps(chartProps({ ...example.form_data, ...formData, viz_type: 'candlestick' }, [result]));

interface Series {
  data: number[][];
  itemStyle: Record<string, string>;
}
const seriesOf = (props: ReturnType<typeof candlestick>) => (props.echartOptions.series as Series[])[0];

describe('candlestick transformProps on the recorded example', () => {
  it('draws a candle per quarter as [open, close, low, high]', () => {
    const props = candlestick();
    expect(seriesOf(props)?.data).toHaveLength(recorded.data.length);
    expect(seriesOf(props)?.data[1]).toEqual([28.66, 31.01, 28.66, 33.95]);
    expect((props.echartOptions.xAxis as { data: string[] }).data).toHaveLength(recorded.data.length);
  });

  it('colours rises and falls with the increase and decrease colours', () => {
    expect(seriesOf(candlestick({ decrease_color: { r: 0, g: 0, b: 255, a: 1 } }))?.itemStyle).toEqual({
      color: 'rgba(90, 193, 137, 1)',
      color0: 'rgba(0, 0, 255, 1)',
      borderColor: 'rgba(90, 193, 137, 1)',
      borderColor0: 'rgba(0, 0, 255, 1)',
    });
  });

  it('lists the opening, high, low and closing values and the change in the tooltip', () => {
    const formatter = (
      candlestick({ x_axis_time_format: '%Y-%m' }).echartOptions.tooltip as {
        formatter: (p: { dataIndex: number }[]) => string;
      }
    ).formatter;
    expect(formatter([{ dataIndex: 1 }])).toBe(
      '<b>2016-10</b><br/>Opening <b>28.66</b><br/>High <b>33.95</b><br/>Low <b>28.66</b><br/>Closing <b>31.01</b><br/>Change <b>+8.20%</b>',
    );
  });

  it('drops a period missing one of its values and adds the zoom slider when zoomable', () => {
    const gap = { ...recorded, data: [{ ...recorded.data[0], Close: null }, ...recorded.data.slice(1)] };
    expect(seriesOf(candlestick({}, gap))?.data).toHaveLength(recorded.data.length - 1);
    expect(candlestick({ zoomable: true }).echartOptions.dataZoom).toHaveLength(2);
  });
});
