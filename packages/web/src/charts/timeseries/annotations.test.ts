import { createColorScale, readAnnotationLayers, type AnnotationData, type AnnotationLayerInput } from '@tessera/core';
import type { LineSeriesOption } from 'echarts/charts';
import { describe, expect, it } from 'vitest';
import {
  buildAnnotationSeries,
  evaluateFormula,
  timeseriesOfResult,
  tooltipWithAnnotations,
  type AnnotationContext,
} from './annotations';
import { chartProps, smallResult } from '../../../test-support/charts/timeseries/data';
import type { TooltipParam } from './tooltip';
import { transformTimeseriesProps } from './transform-props';

const JAN = Date.UTC(2024, 0, 1);
const FEB = Date.UTC(2024, 1, 1);

const layerOf = (parts: Partial<AnnotationLayerInput>): AnnotationLayerInput => ({
  name: 'Layer',
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  value: 1,
  show: true,
  ...parts,
});

const build = (
  layers: Partial<AnnotationLayerInput>[],
  data: AnnotationData = {},
  extra: Partial<AnnotationContext> = {},
) =>
  buildAnnotationSeries({
    layers: readAnnotationLayers(layers.map(layerOf)),
    data,
    xValues: [JAN, FEB],
    horizontal: false,
    markerSize: 6,
    colorScale: createColorScale(),
    ...extra,
  });

const only = (series: LineSeriesOption[]): LineSeriesOption => {
  expect(series).toHaveLength(1);
  return series[0] as LineSeriesOption;
};

type Formatter = (params: unknown) => string;

describe('formula layers', () => {
  const formula = (value: string, parts: Partial<AnnotationLayerInput> = {}) =>
    layerOf({ name: 'Trend', annotationType: 'FORMULA', sourceType: '', value, ...parts });

  it('evaluates the formula at every x value, with or without a leading `y =`', () => {
    expect(evaluateFormula('2 * x + 1', [1, 2, 3])).toEqual([
      [1, 3],
      [2, 5],
      [3, 7],
    ]);
    expect(evaluateFormula('y = x ^ 2', [3])).toEqual([[3, 9]]);
    expect(evaluateFormula('x / 0 * 0', [1])).toEqual([[1, null]]);
    expect(evaluateFormula('x + 1', ['a', '2'])).toEqual([['2', 3]]);
  });

  it('draws a styled line in the layer colour, or the scheme colour without one', () => {
    const { series, legendNames } = build([
      formula('x / 1000', { style: 'dashed', width: 3, opacity: 'opacityMedium', color: '#ff0000', showMarkers: true }),
    ]);
    const line = only(series);
    expect(line).toMatchObject({ type: 'line', name: 'Trend', showSymbol: true, symbolSize: 6 });
    expect(line.data).toEqual([
      [JAN, JAN / 1000],
      [FEB, FEB / 1000],
    ]);
    expect(line.lineStyle).toEqual({ color: '#ff0000', type: 'dashed', width: 3, opacity: 0.5 });
    expect(line.stack).toBeUndefined();
    expect(legendNames).toEqual(['Trend']);
    expect(only(build([formula('1')]).series).lineStyle?.color).toBe('#1FA8C9');
    expect(only(build([formula('1', { style: 'longDashed' })]).series).lineStyle?.type).toEqual([12, 6]);
  });

  it('skips bad formulas, unknown variables and hidden layers instead of failing', () => {
    expect(build([formula('x +'), formula('z * 2'), formula('x', { show: false })]).series).toEqual([]);
  });

  it('swaps the pairs on horizontal charts', () => {
    expect(only(build([formula('2')], {}, { xValues: [5], horizontal: true }).series).data).toEqual([[2, 5]]);
  });
});

describe('event layers', () => {
  const native: AnnotationData = {
    Releases: {
      records: [
        { start_dttm: JAN, end_dttm: JAN, short_descr: 'v1 <b>', long_descr: 'First release', json_metadata: null },
        { start_dttm: null, end_dttm: null, short_descr: 'no time', long_descr: null, json_metadata: null },
      ],
    },
  };

  it('draws native annotations as vertical mark lines with their label and tooltip', () => {
    const { series } = build([{ name: 'Releases', showLabel: true, color: '#00aa00', style: 'dotted' }], native);
    const host = only(series);
    const markLine = host.markLine;
    expect(host).toMatchObject({ type: 'line', name: 'Releases', data: [] });
    expect(markLine?.data).toEqual([{ name: 'Releases\nv1 <b>\nFirst release', xAxis: JAN }]);
    expect(markLine?.lineStyle).toMatchObject({ color: '#00aa00', type: 'dotted' });
    expect(markLine?.label?.show).toBe(true);
    const label = markLine?.label?.formatter as Formatter;
    expect(label({ name: 'Releases\nv1\nFirst release' })).toBe('v1');
    const tooltip = markLine?.tooltip?.formatter as Formatter;
    expect(tooltip({ name: 'Releases\nv1 <b>' })).toBe('Releases<br/>v1 &lt;b&gt;');
  });

  it('reads chart-sourced events through the time, title and description columns', () => {
    const data: AnnotationData = { Deploys: { records: [{ at: FEB, what: 'Deploy', who: 'ops', why: 'fix' }] } };
    const layer = {
      name: 'Deploys',
      sourceType: 'table' as const,
      timeColumn: 'at',
      titleColumn: 'what',
      descriptionColumns: ['who', 'why'],
    };
    const markLine = only(build([layer], data).series).markLine;
    expect(markLine?.data).toEqual([{ name: 'Deploys\nDeploy\nops\nfix', xAxis: FEB }]);
    expect(only(build([layer], data, { horizontal: true }).series).markLine?.data).toEqual([
      { name: 'Deploys\nDeploy\nops\nfix', yAxis: FEB },
    ]);
  });

  it('draws an empty layer when the server sent nothing for it', () => {
    expect(only(build([{ name: 'Missing' }]).series).markLine?.data).toEqual([]);
  });
});

describe('interval layers', () => {
  it('draws bands from start to end, light unless an opacity is set', () => {
    const data: AnnotationData = {
      Outage: {
        records: [{ start_dttm: JAN, end_dttm: FEB, short_descr: 'Outage', long_descr: null, json_metadata: null }],
      },
    };
    const band = only(build([{ name: 'Outage', annotationType: 'INTERVAL' }], data).series);
    expect(band.markArea?.data).toEqual([[{ name: 'Outage\nOutage', xAxis: JAN }, { xAxis: FEB }]]);
    expect(band.markArea?.itemStyle).toMatchObject({ color: '#1FA8C9', opacity: 0.2 });
    const strong = build([{ name: 'Outage', annotationType: 'INTERVAL', opacity: 'opacityHigh' }], data);
    expect(only(strong.series).markArea?.itemStyle?.opacity).toBe(0.8);
  });
});

describe('time-series layers', () => {
  const timeseries = (parts: Partial<AnnotationLayerInput> = {}) =>
    layerOf({ name: 'Baseline', annotationType: 'TIME_SERIES', sourceType: 'line', ...parts });

  it('draws one line per value column of the source chart', () => {
    const data: AnnotationData = {
      Baseline: {
        records: [
          { date: JAN, count: 4, avg: 1.5, label: 'x' },
          { date: FEB, count: 6, avg: null, label: 'y' },
        ],
      },
    };
    const { series, legendNames } = build([timeseries({ hideLine: true, showMarkers: true })], data);
    expect(legendNames).toEqual(['Baseline: count', 'Baseline: avg']);
    const [count, avg] = series;
    expect(count?.data).toEqual([
      [JAN, 4],
      [FEB, 6],
    ]);
    expect(avg?.data).toEqual([
      [JAN, 1.5],
      [FEB, null],
    ]);
    expect(count).toMatchObject({ showSymbol: true, lineStyle: { width: 0 } });
  });

  it("names a single line after the layer and reads Superset's legacy key/values answer", () => {
    const data: AnnotationData = { Baseline: { records: [{ __timestamp: JAN, count: 4 }] } };
    expect(only(build([timeseries()], data).series)).toMatchObject({ name: 'Baseline', data: [[JAN, 4]] });
    const legacy: AnnotationData = { Baseline: [{ key: 'a', values: [{ x: JAN, y: 2 }] }] };
    const [layer] = readAnnotationLayers([timeseries()]);
    if (layer === undefined) throw new Error('layer did not parse');
    expect(timeseriesOfResult(layer, legacy['Baseline'])).toEqual([{ key: 'a', points: [[JAN, 2]] }]);
  });
});

describe('time-series charts with annotation layers', () => {
  const result = () => ({
    ...smallResult(),
    annotation_data: {
      Releases: {
        records: [{ start_dttm: JAN, end_dttm: JAN, short_descr: 'v1', long_descr: null, json_metadata: null }],
      },
    },
  });
  const layers = [
    layerOf({ name: 'Trend', annotationType: 'FORMULA', sourceType: '', value: '100' }),
    layerOf({ name: 'Releases' }),
    layerOf({ name: 'Hidden', annotationType: 'FORMULA', sourceType: '', value: '1', show: false }),
  ];
  const props = transformTimeseriesProps(
    chartProps({ viz_type: 'echarts_timeseries_line', annotation_layers: layers }, result()),
  );
  const series = Array.isArray(props.option.series) ? props.option.series : [];

  it('adds the annotation series after the data series and lists the layers in the legend', () => {
    expect(series.map((s) => s.name)).toEqual(['B', 'A', 'Trend', 'Releases']);
    const legend = Array.isArray(props.option.legend) ? props.option.legend[0] : props.option.legend;
    expect(legend?.data).toEqual(['B', 'A', 'Trend', 'Releases']);
    expect(props.seriesDimensions).not.toHaveProperty('Trend');
  });

  it('keeps annotation values out of the tooltip total', () => {
    const tooltip = Array.isArray(props.option.tooltip) ? props.option.tooltip[0] : props.option.tooltip;
    const format = tooltip?.formatter as (params: TooltipParam[]) => string;
    const html = format([
      { seriesName: 'A', value: [JAN, 1] },
      { seriesName: 'B', value: [JAN, 10] },
      { seriesName: 'Trend', value: [JAN, 100] },
    ]);
    expect(html).toContain('Trend');
    expect(html).toMatch(/Total.*>11</);
    expect(html.indexOf('Trend')).toBeGreaterThan(html.indexOf('Total'));
  });

  it('formats a tooltip of annotation series alone without a total', () => {
    const ctx = {
      formatX: String,
      formatY: (y: number | null) => String(y),
      sortByValue: true,
      showTotal: true,
      horizontal: false,
      totalLabel: 'Total',
    };
    const html = tooltipWithAnnotations([{ seriesName: 'Trend', value: [JAN, 100] }], new Set(['Trend']), ctx);
    expect(html).toContain('Trend');
    expect(html).not.toContain('Total');
  });
});
