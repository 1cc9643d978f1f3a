import type { ControlConfig, FormData } from '@tessera/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { describe, expect, it } from 'vitest';
import type { CartesianSeriesOption } from '../echarts/option-types';
import { buildAxes } from './axes';
import { timeseriesControlPanel } from './control-panel';
import { fillNulls, streamBaseline, toShares, totalsByX, type SeriesData } from './series-data';
import { buildSeriesOption, buildStreamBaseline, STREAM_BASELINE_ID, type SeriesContext } from './series-options';
import { readTimeseriesSettings, stackModeOf, TIMESERIES_VIZ_TYPES, type TimeseriesVizType } from './settings';
import { chartProps, smallResult } from '../../../test-support/charts/timeseries/data';
import type { TooltipParam } from './tooltip';
import { transformTimeseriesProps } from './transform-props';

const fd = (extra: Partial<FormData> = {}): FormData => ({
  viz_type: 'echarts_area',
  datasource: '1__table',
  ...extra,
});

const series: SeriesData[] = [
  {
    name: 'A',
    points: [
      [1, 1],
      [2, 3],
      [3, 0],
    ],
  },
  {
    name: 'B',
    points: [
      [1, 3],
      [2, 1],
      [3, 0],
    ],
  },
];

const contextFor = (formData: Partial<FormData>, data: SeriesData[] = series): SeriesContext => ({
  settings: readTimeseriesSettings(fd(formData)),
  colorScale: () => '#FCC700',
  formatY: (v) => `${Math.round(v * 100)}%`,
  isSelected: () => true,
  totals: totalsByX(data),
  lastName: data[data.length - 1]?.name,
});

const labelFormatter = (option: CartesianSeriesOption): ((value: unknown) => string) => {
  const label: unknown = option.label;
  const formatter: unknown = typeof label === 'object' && label !== null ? Reflect.get(label, 'formatter') : null;
  if (typeof formatter !== 'function') throw new Error('no label formatter');
  return (value) => String(formatter({ value }));
};

describe('reading the stack mode', () => {
  it('reads old booleans and new modes, case-insensitively, anything else as no stacking', () => {
    const modeOf = (stack: unknown) => stackModeOf(fd({ stack }));
    expect(modeOf(true)).toBe('Stack');
    expect(modeOf(false)).toBeNull();
    expect(modeOf(null)).toBeNull();
    expect(modeOf(undefined)).toBeNull();
    expect(modeOf('Stream')).toBe('Stream');
    expect(modeOf('expand')).toBe('Expand');
    expect(modeOf('None')).toBeNull();
    expect(modeOf('')).toBeNull();
  });

  it('stacks in every mode and formats expanded values as percentages', () => {
    expect(readTimeseriesSettings(fd({ stack: 'Stream' }))).toMatchObject({ stack: true, stackMode: 'Stream' });
    expect(readTimeseriesSettings(fd({ stack: null }))).toMatchObject({ stack: false, stackMode: null });
    expect(readTimeseriesSettings(fd({ stack: 'Expand' })).yAxisFormat).toBe(',.1%');
    expect(readTimeseriesSettings(fd({ stack: 'Expand', y_axis_format: '.3%' })).yAxisFormat).toBe('.3%');
    expect(readTimeseriesSettings(fd({ stack: 'Stack' })).yAxisFormat).toBe('SMART_NUMBER');
  });
});

describe('Expand', () => {
  it('turns values into shares of their stack total', () => {
    const [a] = series;
    expect(toShares(a?.points ?? [], totalsByX(series))).toEqual([
      [1, 0.25],
      [2, 0.75],
      [3, 0],
    ]);
    expect(toShares([[1, null]], new Map([[1, 4]]))).toEqual([[1, null]]);
  });

  it('draws shares, labels the totals as the whole and bounds the axis to 0–1', () => {
    const ctx = contextFor({ stack: 'Expand', show_value: true, only_total: true });
    const [a, b] = series.map((one) => buildSeriesOption(one, ctx));
    expect(a?.data).toEqual([
      [1, 0.25],
      [2, 0.75],
      [3, 0],
    ]);
    expect(a?.stack).toBe('total');
    expect(labelFormatter(b as CartesianSeriesOption)([1, 0.75])).toBe('100%');
    const { yAxis } = buildAxes(ctx.settings, 'value', ctx.formatY);
    expect(yAxis).toMatchObject({ min: 0, max: 1 });
  });

  it('reaches the chart: shares on a percent axis and in the tooltip', () => {
    const props = transformTimeseriesProps(chartProps({ viz_type: 'echarts_area', stack: 'Expand' }, smallResult()));
    const list = Array.isArray(props.option.series) ? props.option.series : [];
    expect(list.map((s) => s.data)).toEqual([
      [
        [Date.UTC(2024, 0, 1), 10 / 11],
        [Date.UTC(2024, 1, 1), 0],
      ],
      [
        [Date.UTC(2024, 0, 1), 1 / 11],
        [Date.UTC(2024, 1, 1), 1],
      ],
    ]);
    const yAxis = Array.isArray(props.option.yAxis) ? props.option.yAxis[0] : props.option.yAxis;
    const format: unknown = yAxis?.axisLabel?.formatter;
    expect(typeof format === 'function' ? String(format(0.5)) : null).toBe('50.0%');
    const tooltip = Array.isArray(props.option.tooltip) ? props.option.tooltip[0] : props.option.tooltip;
    const params: TooltipParam[] = [{ seriesName: 'B', value: [Date.UTC(2024, 0, 1), 10 / 11] }];
    const html: unknown =
      typeof tooltip?.formatter === 'function' ? Reflect.apply(tooltip.formatter, null, [params]) : '';
    expect(String(html)).toContain('90.9%');
  });
});

describe('Stream', () => {
  it('grows a single series evenly about the middle', () => {
    const growing: SeriesData[] = [
      {
        name: 'A',
        points: [
          [1, 2],
          [2, 4],
          [3, 6],
        ],
      },
    ];
    expect(streamBaseline(growing)).toEqual([
      [1, -1],
      [2, -2],
      [3, -3],
    ]);
  });

  it('keeps the middle of the stream at zero on average and copes with empty stacks', () => {
    const baseline = streamBaseline(series);
    const totals = totalsByX(series);
    const middles = baseline.map(([x, b]) => (b ?? 0) + (totals.get(x) ?? 0) / 2);
    expect(middles.reduce((sum, m) => sum + m, 0)).toBeCloseTo(0);
    expect(streamBaseline([])).toEqual([]);
  });

  it('moves the baseline against a growing bottom layer so upper layers stay flat', () => {
    const layered: SeriesData[] = fillNulls([
      {
        name: 'bottom',
        points: [
          [1, 1],
          [2, 5],
        ],
      },
      {
        name: 'top',
        points: [
          [1, 4],
          [2, 4],
        ],
      },
    ]);
    const [first, second] = streamBaseline(layered);
    // Each layer's slope, half its own plus all of those below, weighted by its thickness: (4/2·5 + 4·4) / 9.
    expect((second?.[1] ?? 0) - (first?.[1] ?? 0)).toBeCloseTo(-(0.5 * 4 * 5 + 4 * 4) / 9);
  });

  it('adds an invisible, silent first series the others stack on', () => {
    const settings = readTimeseriesSettings(fd({ stack: 'Stream' }));
    const baseline = buildStreamBaseline(series, settings) as LineSeriesOption;
    expect(baseline).toMatchObject({
      id: STREAM_BASELINE_ID,
      type: 'line',
      stack: 'total',
      silent: true,
      tooltip: { show: false },
      lineStyle: { opacity: 0 },
      areaStyle: { opacity: 0 },
    });
    expect(baseline.data).toEqual(streamBaseline(series));
    expect(buildStreamBaseline(series, readTimeseriesSettings(fd({ stack: 'Stack' })))).toBeNull();
  });

  it('uses a transparent bar for bar charts and swaps its axes when horizontal', () => {
    const settings = readTimeseriesSettings(fd({ viz_type: 'echarts_timeseries_bar', stack: 'Stream' }));
    const bar = buildStreamBaseline(series, { ...settings, horizontal: true }) as BarSeriesOption;
    expect(bar).toMatchObject({ type: 'bar', itemStyle: { color: 'transparent' } });
    const [x, y] = streamBaseline(series)[0] ?? [];
    expect(bar.data?.[0]).toEqual([y, x]);
  });

  it('hides the value labels, whose offsets mean nothing, and keeps the time axis at the edge', () => {
    const settings = readTimeseriesSettings(fd({ stack: 'Stream' }));
    const { xAxis, yAxis } = buildAxes(settings, 'time', String);
    expect(yAxis.axisLabel).toMatchObject({ show: false });
    expect(xAxis.axisLine).toEqual({ onZero: false });
  });
});

describe('labels inside stacked bars', () => {
  it('take black or white text by the contrast of the bar colour', () => {
    const ctx = contextFor({ viz_type: 'echarts_timeseries_bar', stack: 'Stack', show_value: true, only_total: false });
    const [bar] = series.map((one) => buildSeriesOption(one, ctx));
    expect(bar?.label).toMatchObject({ position: 'inside', color: '#000000' });
    const dark = buildSeriesOption(series[0] as SeriesData, { ...ctx, colorScale: () => '#454E7C' });
    expect(dark.label).toMatchObject({ color: '#FFFFFF' });
  });
});

describe('the Stacked Style control', () => {
  const stackControlOf = (vizType: TimeseriesVizType): ControlConfig | undefined =>
    timeseriesControlPanel(vizType)
      .sections.flatMap((s) => s.controlSetRows.flat())
      .find((c) => c.name === 'stack');

  it('offers None, Stack, Stream and Expand wherever series stack, but not on scatter plots', () => {
    for (const vizType of TIMESERIES_VIZ_TYPES) {
      const control = stackControlOf(vizType);
      if (vizType === 'echarts_timeseries_scatter') {
        expect(control).toBeUndefined();
        continue;
      }
      expect(control?.type).toBe('SelectControl');
      expect(control?.choices?.map(([value]) => value)).toEqual([null, 'Stack', 'Stream', 'Expand']);
    }
    expect(stackControlOf('echarts_area')?.default).toBe('Stack');
    expect(stackControlOf('echarts_timeseries_bar')?.default).toBeNull();
  });

  it('shows "Only Total" for any stack mode, old booleans included', () => {
    const onlyTotal = timeseriesControlPanel('echarts_timeseries_bar')
      .sections.flatMap((s) => s.controlSetRows.flat())
      .find((c) => c.name === 'only_total');
    const visible = (stack: unknown) => onlyTotal?.visibility?.(fd({ stack }), { datasource: null }) ?? true;
    expect([true, 'Stack', 'Stream', 'Expand'].map(visible)).toEqual([true, true, true, true]);
    expect([false, null, 'None'].map(visible)).toEqual([false, false, false]);
  });
});

describe('Stream through transformProps', () => {
  it('puts the invisible baseline first and stacks the data series on it', () => {
    const props = transformTimeseriesProps(chartProps({ viz_type: 'echarts_area', stack: 'Stream' }, smallResult()));
    const list = Array.isArray(props.option.series) ? props.option.series : [];
    expect(list[0]?.id).toBe(STREAM_BASELINE_ID);
    expect(list.slice(1).every((one) => 'stack' in one && one.stack === list[0]?.stack)).toBe(true);
    const plain = transformTimeseriesProps(chartProps({ viz_type: 'echarts_area', stack: 'Stack' }, smallResult()));
    const plainList = Array.isArray(plain.option.series) ? plain.option.series : [];
    expect(plainList.some((one) => one.id === STREAM_BASELINE_ID)).toBe(false);
  });
});
