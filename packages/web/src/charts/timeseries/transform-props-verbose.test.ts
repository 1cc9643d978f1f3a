import type { ChartDataResult, ChartDatasourceMeta, FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { crossFilterMaskFor } from './cross-filter';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import type { TooltipParam } from './tooltip';
import { transformTimeseriesProps, type TimeseriesChartProps } from './transform-props';

const datasource: ChartDatasourceMeta = {
  verboseMap: { avg_delay: 'Average delay (min)', count: 'Flights', origin: 'Origin airport' },
  columnFormats: { avg_delay: ',.1f' },
};

const T1 = Date.UTC(2024, 0, 1);
const T2 = Date.UTC(2024, 1, 1);

const draw = (formData: Partial<FormData>, result: ChartDataResult, meta: ChartDatasourceMeta | null = datasource) =>
  transformTimeseriesProps({
    formData: { datasource: '1__table', viz_type: 'echarts_timeseries_line', x_axis: 'ds', ...formData },
    queriesData: [result],
    width: 800,
    height: 400,
    theme: 'light',
    ...(meta && { datasource: meta }),
  });

const oneMetric = () =>
  makeResult({
    colnames: ['ds', 'avg_delay'],
    coltypes: [2, 0],
    data: [
      { ds: T1, avg_delay: 6.6666 },
      { ds: T2, avg_delay: 1234.56 },
    ],
  });

const twoMetricsByOrigin = () =>
  makeResult({
    colnames: ['ds', 'avg_delay, ATL', 'count, ATL'],
    coltypes: [2, 0, 0],
    data: [{ ds: T1, 'avg_delay, ATL': 5, 'count, ATL': 10 }],
    label_map: { 'avg_delay, ATL': ['avg_delay', 'ATL'], 'count, ATL': ['count', 'ATL'] },
  });

const legendFormat = (props: TimeseriesChartProps): ((name: string) => string) => {
  const { legend } = props.option;
  const formatter = (Array.isArray(legend) ? legend[0] : legend)?.formatter;
  if (typeof formatter !== 'function') throw new Error('no legend formatter');
  return formatter;
};

const seriesNames = (props: TimeseriesChartProps): unknown[] => {
  const { series } = props.option;
  return (Array.isArray(series) ? series : []).map((s) => s.name);
};

const yFormat = (props: TimeseriesChartProps): ((v: number) => string) => {
  const { yAxis } = props.option;
  const axis = Array.isArray(yAxis) ? yAxis[0] : yAxis;
  return (axis?.axisLabel as { formatter: (v: number) => string }).formatter;
};

const tooltip = (props: TimeseriesChartProps): ((params: TooltipParam[]) => string) => {
  const { tooltip: option } = props.option;
  return (Array.isArray(option) ? option[0] : option)?.formatter as (params: TooltipParam[]) => string;
};

describe('time series with the datasource meta', () => {
  it('shows a metric series by its verbose name while the series keeps its raw name', () => {
    const props = draw({ metrics: ['avg_delay'] }, oneMetric());
    expect(seriesNames(props)).toEqual(['avg_delay']);
    expect(legendFormat(props)('avg_delay')).toBe('Average delay (min)');
    const html = tooltip(props)([{ seriesName: 'avg_delay', value: [T1, 6.6666], color: '#000' }]);
    expect(html).toContain('Average delay (min)');
    expect(html).not.toContain('>avg_delay<');
  });

  it("formats the y-axis with the single metric's saved format when y_axis_format is the default", () => {
    expect(yFormat(draw({ metrics: ['avg_delay'] }, oneMetric()))(1234.56)).toBe('1,234.6');
    expect(yFormat(draw({ metrics: ['avg_delay'], y_axis_format: 'SMART_NUMBER' }, oneMetric()))(6.6666)).toBe('6.7');
    expect(yFormat(draw({ metrics: ['avg_delay'], y_axis_format: '.3f' }, oneMetric()))(6.6666)).toBe('6.667');
    expect(yFormat(draw({ metrics: ['avg_delay'] }, oneMetric(), null))(6.6666)).toBe('6.67');
  });

  it('keeps the adaptive y format for several metrics', () => {
    const props = draw({ metrics: ['avg_delay', 'count'], groupby: ['origin'] }, twoMetricsByOrigin());
    expect(yFormat(props)(1234.56)).toBe('1.23k');
  });

  it('renames metric parts only: dimension values and cross-filters stay on raw names', () => {
    const props = draw({ metrics: ['avg_delay', 'count'], groupby: ['origin'] }, twoMetricsByOrigin());
    const format = legendFormat(props);
    expect(format('avg_delay, ATL')).toBe('Average delay (min), ATL');
    expect(format('count, ATL')).toBe('Flights, ATL');
    expect(seriesNames(props)).toEqual(['count, ATL', 'avg_delay, ATL']);
    expect(props.seriesDimensions['avg_delay, ATL']).toEqual(['ATL']);
    expect(crossFilterMaskFor('avg_delay, ATL', props)?.extraFormData?.filters).toEqual([
      { col: 'origin', op: 'IN', val: ['ATL'] },
    ]);
  });

  it('leaves dimension-only series names alone', () => {
    const result = makeResult({
      colnames: ['ds', 'count'],
      coltypes: [2, 0],
      data: [{ ds: T1, count: 3 }],
      label_map: { count: ['count'] },
    });
    // A dimension value that happens to equal a column name is still a value.
    const props = draw({ metrics: ['avg_delay'], groupby: ['origin'] }, result);
    expect(legendFormat(props)('count')).toBe('count');
  });
});
