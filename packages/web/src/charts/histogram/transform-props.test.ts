import type { ChartDataResult } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { chartProps } from '../../../test-support/charts/table/helpers';
import example from '../../../test-support/charts/histogram/histogram-example.json';
import { transformProps } from './transform-props';

const recorded = example.response.result[0] as unknown as ChartDataResult;

const histogram = (formData: Record<string, unknown> = {}, result: ChartDataResult = recorded) =>
  transformProps(chartProps({ ...example.form_data, ...formData, viz_type: 'histogram_v2' }, [result]));

type Formatter = (p: { dataIndex: number }[]) => string;
const tooltipOf = (props: ReturnType<typeof histogram>) =>
  (props.echartOptions.tooltip as { formatter: Formatter }).formatter;

describe('histogram transformProps on the recorded example', () => {
  it('draws one bar series per origin over the formatted bins', () => {
    const props = histogram();
    expect(props.series.map((s) => s.name)).toEqual(['Europe', 'Japan', 'USA']);
    expect(props.series[2]?.counts).toEqual([6, 29, 78, 32, 13, 49, 14, 16, 5, 8]);
    expect(props.echartOptions.xAxis).toMatchObject({
      name: 'Horsepower',
      data: expect.arrayContaining(['46 - 64.4', '82.8 - 101.2', '211.6 - 230']),
    });
    expect(props.echartOptions.legend).toMatchObject({ show: true, data: ['Europe', 'Japan', 'USA'] });
  });

  it("shows each origin's count and share of the bin, and the bin's total", () => {
    expect(tooltipOf(histogram())([{ dataIndex: 1 }])).toBe(
      [
        '<b>64.4 - 82.8</b>',
        'Europe <b>30</b> <b>31.58%</b>',
        'Japan <b>36</b> <b>37.89%</b>',
        'USA <b>29</b> <b>30.53%</b>',
        'Total <b>95</b> <b>100.00%</b>',
      ].join('<br/>'),
    );
    expect(tooltipOf(histogram({ normalize: true }))([{ dataIndex: 1 }])).not.toContain('%');
  });

  it('names the single series after the column without dimensions', () => {
    const one = {
      ...recorded,
      colnames: recorded.colnames.slice(1),
      data: [recorded.data[0] ?? {}].map(({ origin: _, ...bins }) => bins),
    };
    const props = histogram({ groupby: [] }, one);
    expect(props.series.map((s) => s.name)).toEqual(['horsepower']);
    expect(tooltipOf(props)([{ dataIndex: 0 }])).toBe('<b>46 - 64.4</b><br/>horsepower <b>12</b>');
  });
});
