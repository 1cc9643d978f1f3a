import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { describe, expect, it } from 'vitest';
import type { CartesianSeriesOption } from '../echarts/option-types';
import { chartProps, makeResult, smallResult } from '../../../test-support/charts/timeseries/data';
import type { TooltipParam } from './tooltip';
import { transformTimeseriesProps, type TimeseriesChartProps } from './transform-props';
import recordedGeneric from '../../../test-support/charts/timeseries/chart-data-evolution-generic.json';
import { recordedResults } from '../../../test-support/charts/timeseries/data';

const seriesOf = (props: TimeseriesChartProps): CartesianSeriesOption[] => {
  const { series } = props.option;
  return Array.isArray(series) ? series : series === undefined ? [] : [series];
};

const one = <T extends object>(value: T | T[] | undefined): T => {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) throw new Error('missing');
  return first;
};

const formatterOf = (value: unknown): ((v: number) => string) => {
  if (typeof value !== 'function') throw new Error('no formatter');
  return (v) => String(value(v));
};

describe('transformTimeseriesProps on the example bar chart response', () => {
  const props = transformTimeseriesProps(chartProps());
  const series = seriesOf(props);

  it('draws one bar series per pivoted column, largest total first', () => {
    expect(series.map((s) => s.name)).toEqual([
      'Classic Cars',
      'Vintage Cars',
      'Motorcycles',
      'Trucks and Buses',
      'Planes',
      'Ships',
      'Trains',
    ]);
    expect(series.every((s) => s.type === 'bar')).toBe(true);
    expect(one(series).data?.[0]).toEqual([1041379200000, 166682.87]);
  });

  it("colours series with Superset's default scheme in series order", () => {
    const colors = series.map((s) => (s as BarSeriesOption).itemStyle?.color);
    expect(colors.slice(0, 3)).toEqual(['#1FA8C9', '#454E7C', '#5AC189']);
  });

  it('draws the dark variant of the default scheme in the dark theme', () => {
    const dark = seriesOf(transformTimeseriesProps({ ...chartProps(), theme: 'dark' }));
    const colors = dark.map((s) => (s as BarSeriesOption).itemStyle?.color);
    expect(colors.slice(0, 3)).toEqual(['#1FA8C9', '#7A84C2', '#5AC189']);
  });

  it('uses a time x-axis with the adaptive date format and a value y-axis with SMART_NUMBER', () => {
    const xAxis = one(props.option.xAxis);
    const yAxis = one(props.option.yAxis);
    expect(xAxis.type).toBe('time');
    expect(yAxis.type).toBe('value');
    const formatX = formatterOf((xAxis.axisLabel as { formatter?: unknown }).formatter);
    expect(formatX(Date.UTC(2004, 0, 1))).toBe('2004');
    expect(formatX(Date.UTC(2004, 3, 1))).toBe('April');
    expect(formatterOf((yAxis.axisLabel as { formatter?: unknown }).formatter)(829663.49)).toBe('830k');
  });

  it('puts the legend on top, scrolling, listing the series', () => {
    expect(one(props.option.legend)).toMatchObject({
      show: true,
      type: 'scroll',
      top: 4,
      data: series.map((s) => s.name),
    });
  });

  it('maps each series to its dimension values for cross-filters', () => {
    expect(props.groupby).toEqual(['product_line']);
    expect(props.seriesDimensions['Planes']).toEqual(['Planes']);
    expect(props.selectedValues).toEqual([]);
  });

  it('formats the axis tooltip with the quarter, values sorted and the total', () => {
    const tooltip = one(props.option.tooltip);
    expect(tooltip.trigger).toBe('axis');
    const format = tooltip.formatter as (params: TooltipParam[]) => string;
    const html = format([
      { seriesName: 'Ships', value: [1041379200000, 27050.38], color: '#000' },
      { seriesName: 'Classic Cars', value: [1041379200000, 166682.87], color: '#111' },
    ]);
    expect(html).toContain('2003 Q1');
    expect(html.indexOf('Classic Cars')).toBeLessThan(html.indexOf('Ships'));
    expect(html).toContain('Total');
    expect(html).toContain('194k');
  });
});

describe('transformTimeseriesProps options', () => {
  const lineOf = (extra: Record<string, unknown>, result = smallResult()) =>
    seriesOf(transformTimeseriesProps(chartProps({ viz_type: 'echarts_timeseries_line', ...extra }, result)));

  it('draws lines, smooth lines, steps, scatter and areas by viz type', () => {
    expect(one(lineOf({}))).toMatchObject({ type: 'line', smooth: false, step: false, showSymbol: false });
    expect(one(lineOf({ viz_type: 'echarts_timeseries_smooth' }))).toMatchObject({ type: 'line', smooth: true });
    expect(one(lineOf({ viz_type: 'echarts_timeseries_step', seriesType: 'end' }))).toMatchObject({ step: 'end' });
    expect(one(lineOf({ viz_type: 'echarts_timeseries_scatter', markerSize: 9 }))).toMatchObject({
      type: 'scatter',
      symbolSize: 9,
    });
    const area = one(lineOf({ viz_type: 'echarts_area', opacity: 0.5 })) as LineSeriesOption;
    expect(area.areaStyle).toMatchObject({ opacity: 0.5 });
    expect(one(lineOf({ area: true })) as LineSeriesOption).toHaveProperty('areaStyle');
    expect(one(lineOf({ markerEnabled: true, markerSize: 4 }))).toMatchObject({ showSymbol: true, symbolSize: 4 });
  });

  it('draws the generic chart (echarts_timeseries) as its seriesType control asks, area included', () => {
    const generic = (extra: Record<string, unknown>) => one(lineOf({ viz_type: 'echarts_timeseries', ...extra }));
    expect(generic({})).toMatchObject({ type: 'line', smooth: false, step: false });
    expect(generic({ seriesType: 'bar' })).toMatchObject({ type: 'bar' });
    expect(generic({ seriesType: 'scatter' })).toMatchObject({ type: 'scatter' });
    expect(generic({ seriesType: 'smooth' })).toMatchObject({ type: 'line', smooth: true });
    expect(generic({ seriesType: 'middle' })).toMatchObject({ type: 'line', step: 'middle' });
    expect((generic({ area: true, opacity: 0.4 }) as LineSeriesOption).areaStyle).toMatchObject({ opacity: 0.4 });
  });

  it('stacks series and fills their gaps with zero', () => {
    const series = lineOf({ stack: 'Stack' });
    expect(series.map((s) => s.stack)).toEqual(['total', 'total']);
    expect(series.find((s) => s.name === 'B')?.data).toEqual([
      [Date.UTC(2024, 0, 1), 10],
      [Date.UTC(2024, 1, 1), 0],
    ]);
    expect(lineOf({}).find((s) => s.name === 'B')?.data?.[1]).toEqual([Date.UTC(2024, 1, 1), null]);
  });

  it('turns bars horizontal by swapping axes and point order', () => {
    const props = transformTimeseriesProps(
      chartProps({ viz_type: 'echarts_timeseries_bar', orientation: 'horizontal' }, smallResult()),
    );
    expect(one(props.option.xAxis).type).toBe('value');
    expect(one(props.option.yAxis).type).toBe('time');
    expect(one(seriesOf(props)).data?.[0]).toEqual([10, Date.UTC(2024, 0, 1)]);
  });

  it('applies y-axis bounds, log scale, truncation, titles and format', () => {
    const props = transformTimeseriesProps(
      chartProps(
        {
          y_axis_bounds: ['1', null],
          logAxis: true,
          truncateYAxis: true,
          y_axis_title: 'Sales',
          x_axis_title: 'Quarter',
          y_axis_format: '$,.2f',
        },
        smallResult(),
      ),
    );
    const yAxis = one(props.option.yAxis);
    expect(yAxis).toMatchObject({ type: 'log', min: 1, max: undefined, scale: true, name: 'Sales' });
    expect(formatterOf((yAxis.axisLabel as { formatter?: unknown }).formatter)(1234.5)).toBe('$1,234.50');
    expect(one(props.option.xAxis).name).toBe('Quarter');
  });

  it('shows percentages for contributions and percentage changes', () => {
    const props = transformTimeseriesProps(chartProps({ contributionMode: 'row', stack: true }, smallResult()));
    const yAxis = one(props.option.yAxis);
    expect(yAxis).toMatchObject({ min: 0, max: 1 });
    expect(formatterOf((yAxis.axisLabel as { formatter?: unknown }).formatter)(0.25)).toBe('25.0%');
  });

  it('places the legend, hides it, and adds the zoom slider', () => {
    const left = transformTimeseriesProps(chartProps({ legendOrientation: 'left', zoomable: true }, smallResult()));
    expect(one(left.option.legend)).toMatchObject({ orient: 'vertical', left: 4 });
    expect(one(left.option.grid)).toMatchObject({ left: 156 });
    expect(left.option.dataZoom).toHaveLength(2);
    const hidden = transformTimeseriesProps(chartProps({ show_legend: false }, smallResult()));
    expect(one(hidden.option.legend).show).toBe(false);
  });

  it('uses label colours and fades series outside the cross-filter selection', () => {
    const props = transformTimeseriesProps({
      ...chartProps({ label_colors: { B: '#ff0000' } }, smallResult()),
      filterState: { selectedValues: ['B'] },
    });
    const [b, a] = seriesOf(props) as BarSeriesOption[];
    expect(b?.itemStyle).toMatchObject({ color: '#ff0000', opacity: 1 });
    expect(a?.itemStyle).toMatchObject({ color: '#1FA8C9', opacity: 0.3 });
  });

  it('labels only stack totals when asked to', () => {
    const series = lineOf({ stack: true, show_value: true, only_total: true });
    expect(series.map((s) => (s.label as { show?: boolean }).show)).toEqual([false, true]);
  });

  it('dashes time-shifted series in the colour of the series they compare with', () => {
    const result = makeResult({
      colnames: ['order_date', 'count', 'count__1 year ago'],
      coltypes: [2, 0, 0],
      data: [{ order_date: 0, count: 2, 'count__1 year ago': 1 }],
    });
    const [current, shifted] = lineOf({ time_compare: ['1 year ago'], comparison_type: 'values', groupby: [] }, result);
    expect((shifted as LineSeriesOption).lineStyle).toMatchObject({ type: 'dashed' });
    expect((shifted as LineSeriesOption).lineStyle?.color).toBe((current as LineSeriesOption).lineStyle?.color);
  });

  it('draws nothing for an empty answer', () => {
    expect(seriesOf(transformTimeseriesProps(chartProps({}, makeResult({}))))).toEqual([]);
    expect(seriesOf(transformTimeseriesProps({ ...chartProps(), queriesData: [] }))).toEqual([]);
  });
});

describe('the generic chart on its recorded answer (monthly average high per weather)', () => {
  const [result] = recordedResults(recordedGeneric);
  const props = transformTimeseriesProps(
    chartProps(
      {
        viz_type: 'echarts_timeseries',
        x_axis: 'date',
        groupby: ['weather'],
        metrics: ['avg_temp_max'],
        seriesType: 'smooth',
        area: true,
      },
      result,
    ),
  );

  it('draws one smooth area per weather, every month a point', () => {
    const series = seriesOf(props) as LineSeriesOption[];
    expect(series.map((s) => s.name).sort()).toEqual(['drizzle', 'fog', 'rain', 'snow', 'sun']);
    expect(series.every((s) => s.type === 'line' && s.smooth === true && s.areaStyle !== undefined)).toBe(true);
    const rain = series.find((s) => s.name === 'rain');
    expect(rain?.data).toHaveLength(recordedGeneric.result[0]?.data.length ?? 0);
    const first = recordedGeneric.result[0]?.data[0];
    expect(rain?.data?.[0]).toEqual([first?.date, first?.rain]);
  });
});
