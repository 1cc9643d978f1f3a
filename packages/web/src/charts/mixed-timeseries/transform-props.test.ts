import type { ChartProps, FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../test-support/charts/timeseries/data';
import type { TooltipParam } from '../timeseries/tooltip';
import { transformMixedTimeseriesProps } from './transform-props';
import recorded from '../../../test-support/charts/mixed-timeseries/chart-data-evolution-mixed.json';
import { recordedResults } from '../../../test-support/charts/timeseries/data';

const JAN = Date.UTC(2012, 0, 1);
const FEB = Date.UTC(2012, 1, 1);

// Monthly average high temperature by weather (query A) and total rain (query B).
const resultA = makeResult({
  colnames: ['date', 'avg_temp_max, rain', 'avg_temp_max, sun'],
  coltypes: [2, 0, 0],
  label_map: { 'avg_temp_max, rain': ['avg_temp_max', 'rain'], 'avg_temp_max, sun': ['avg_temp_max', 'sun'] },
  data: [
    { date: JAN, 'avg_temp_max, rain': 8.5, 'avg_temp_max, sun': 9.25 },
    { date: FEB, 'avg_temp_max, rain': 9.75, 'avg_temp_max, sun': 11 },
  ],
});
const resultB = makeResult({
  colnames: ['date', 'sum_precipitation'],
  coltypes: [2, 0],
  data: [
    { date: JAN, sum_precipitation: 173.3 },
    { date: FEB, sum_precipitation: 92.3 },
  ],
});

const props = (extra: Partial<FormData> = {}, results = [resultA, resultB]): ChartProps => ({
  formData: {
    datasource: '3__table',
    viz_type: 'mixed_timeseries',
    x_axis: 'date',
    time_grain_sqla: 'P1M',
    metrics: ['avg_temp_max'],
    groupby: ['weather'],
    metrics_b: ['sum_precipitation'],
    groupby_b: [],
    seriesType: 'line',
    seriesTypeB: 'bar',
    yAxisIndex: 0,
    yAxisIndexB: 1,
    y_axis_format: '.1f',
    y_axis_format_secondary: ',.0f',
    ...extra,
  },
  queriesData: results,
  width: 600,
  height: 400,
  theme: 'light',
});

type Series = { name?: string; type?: string; yAxisIndex?: number; stack?: string; data?: unknown[] };
const seriesOf = (extra: Partial<FormData> = {}, results = [resultA, resultB]): Series[] => {
  const { series } = transformMixedTimeseriesProps(props(extra, results)).option;
  return (Array.isArray(series) ? series : []) as Series[];
};

describe('transformMixedTimeseriesProps', () => {
  it("draws query A's series as lines on the primary axis and query B's as bars on the secondary one", () => {
    const series = seriesOf();
    expect(series.map((s) => [s.name, s.type, s.yAxisIndex])).toEqual([
      ['avg_temp_max, sun', 'line', 0],
      ['avg_temp_max, rain', 'line', 0],
      ['sum_precipitation', 'bar', 1],
    ]);
    expect(series[2]?.data).toEqual([
      [JAN, 173.3],
      [FEB, 92.3],
    ]);
  });

  it('shows the secondary axis only when a query draws on it, in its own format', () => {
    const { yAxis } = transformMixedTimeseriesProps(props()).option;
    const axes = (Array.isArray(yAxis) ? yAxis : []) as { show?: boolean; axisLabel?: { formatter?: unknown } }[];
    expect(axes.map((axis) => axis.show)).toEqual([true, true]);
    const format = axes[1]?.axisLabel?.formatter as (v: number) => string;
    expect(format(1234.5)).toBe('1,235');
    const single = transformMixedTimeseriesProps(props({ yAxisIndexB: 0 })).option.yAxis;
    expect((Array.isArray(single) ? single : []).map((axis) => (axis as { show?: boolean }).show)).toEqual([
      true,
      false,
    ]);
  });

  it('stacks each query only with itself', () => {
    const series = seriesOf({ stack: true, stackB: true, groupby_b: [] });
    expect(series.map((s) => s.stack)).toEqual(['total\na', 'total\na', 'total\nb']);
  });

  it("names query B's series that repeat one of query A's with ' (1)'", () => {
    const series = seriesOf({ groupby: [], metrics_b: ['sum_precipitation'] }, [resultB, resultB]);
    expect(series.map((s) => s.name)).toEqual(['sum_precipitation', 'sum_precipitation (1)']);
  });

  it("formats each series in the tooltip by its own axis' format", () => {
    const { tooltip } = transformMixedTimeseriesProps(props()).option;
    const formatter = (tooltip as { formatter: (p: TooltipParam[]) => string }).formatter;
    const html = formatter([
      { seriesName: 'avg_temp_max, sun', value: [JAN, 9.25], color: '#1FA8C9' },
      { seriesName: 'sum_precipitation', value: [JAN, 1173.3], color: '#454E7C' },
    ]);
    expect(html).toContain('9.3');
    expect(html).toContain('1,173');
  });

  it("cross-filters query A's series on A's group-by and query B's on B's", () => {
    const out = transformMixedTimeseriesProps(props({ groupby_b: ['weather'] }));
    expect(out.groupby).toEqual(['weather']);
    expect(out.seriesGroupby?.['sum_precipitation']).toEqual(['weather']);
    expect(out.seriesDimensions['avg_temp_max, sun']).toEqual(['sun']);
  });

  it('draws nothing without data', () => {
    expect(seriesOf({}, [])).toEqual([]);
  });
});

describe('transformMixedTimeseriesProps on its recorded answer (average high and total rain per month)', () => {
  it('draws the monthly average high as a line and the rain as bars, point for point', () => {
    const series = seriesOf({ groupby: [] }, recordedResults(recorded));
    expect(series.map((s) => [s.name, s.type, s.yAxisIndex])).toEqual([
      ['avg_temp_max', 'line', 0],
      ['sum_precipitation', 'bar', 1],
    ]);
    const rain: Record<string, unknown>[] = recorded.result[1]?.data ?? [];
    expect(series[1]?.data).toEqual(rain.map((row) => [row['date'], row['sum_precipitation']]));
  });
});
