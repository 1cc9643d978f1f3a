import type { ChartDataResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartProps } from '../../../test-support/charts/table/helpers';
import example from '../../../test-support/charts/box-plot/box-plot-example.json';
import { transformProps } from './transform-props';

const recorded = example.response.result[0] as unknown as ChartDataResult;

const boxPlot = (formData: Record<string, unknown> = {}, result: ChartDataResult = recorded) =>
  transformProps(chartProps({ ...example.form_data, ...formData, viz_type: 'box_plot' }, [result]));

type Formatter = (p: { dataIndex: number; value?: unknown }) => string;
const seriesOf = (props: ReturnType<typeof boxPlot>) =>
  props.echartOptions.series as {
    type: string;
    data: { value: unknown }[] | unknown[][];
    tooltip: { formatter: Formatter };
  }[];

describe('box plot transformProps on the recorded example', () => {
  it('draws one box per weather from min, quartiles, median and max', () => {
    const props = boxPlot();
    expect(props.boxes.map((b) => b.name)).toEqual(['drizzle', 'fog', 'rain', 'snow', 'sun']);
    const [box] = seriesOf(props);
    expect(box?.type).toBe('boxplot');
    expect((box?.data[2] as { value: unknown }).value).toEqual([3.9, 10, 12.8, 16.1, 25]);
  });

  it('adds the outliers of each box as points of its colour', () => {
    const props = boxPlot();
    const rain = seriesOf(props)[3];
    expect(rain?.type).toBe('scatter');
    const outliers = recorded.data[2]?.['avg_temp_max__outliers'] as number[];
    expect(outliers).toHaveLength(13);
    expect(rain?.data).toEqual(outliers.map((v) => ['rain', v]));
    expect((rain as unknown as { itemStyle: { color: string } }).itemStyle.color).toBe(props.boxes[2]?.color);
  });

  it('lists the statistics and the outlier count in the tooltip', () => {
    const tooltip = seriesOf(boxPlot())[0]?.tooltip.formatter({ dataIndex: 2 });
    expect(tooltip).toBe(
      [
        '<b>rain</b>',
        'Max: <b>25</b>',
        '3rd Quartile: <b>16.1</b>',
        'Mean: <b>13.45</b>',
        'Median: <b>12.8</b>',
        '1st Quartile: <b>10</b>',
        'Min: <b>3.9</b>',
        '# Observations: <b>641</b>',
        '# Outliers: <b>13</b>',
      ].join('<br/>'),
    );
  });

  it('names boxes by metric too when there are several', () => {
    const two = {
      ...recorded,
      data: recorded.data.map((r) => ({
        ...r,
        ...Object.fromEntries(Object.entries(r).map(([k, v]) => [k.replace('avg_temp_max', 'max_temp_max'), v])),
      })),
    };
    const props = boxPlot({ metrics: ['avg_temp_max', 'max_temp_max'] }, two);
    expect(props.boxes.slice(0, 2).map((b) => b.name)).toEqual(['drizzle, avg_temp_max', 'drizzle, max_temp_max']);
  });

  it('tilts the x labels as x_ticks_layout says and keeps the y title', () => {
    const props = boxPlot({ x_ticks_layout: '45°' });
    expect(props.echartOptions.xAxis).toMatchObject({ axisLabel: { rotate: -45 } });
    expect(props.echartOptions.yAxis).toMatchObject({ name: 'Max temperature (°C)', nameGap: 30 });
  });

  it("keeps the host's selection when it names a box", () => {
    const props = transformProps({
      ...chartProps({ ...example.form_data, viz_type: 'box_plot' }, [recorded]),
      filterState: { selectedValues: ['snow'] },
    });
    expect(props.selectedName).toBe('snow');
  });
});
