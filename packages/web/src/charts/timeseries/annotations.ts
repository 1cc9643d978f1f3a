import {
  ANNOTATION_OPACITY_VALUES,
  extractRecordAnnotations,
  readAnnotationData,
  readAnnotationLayers,
  type Annotation,
  type AnnotationData,
  type AnnotationLayer,
  type AnnotationResult,
  type AnnotationStyle,
  type ColorScale,
  type FormData,
} from '@tessera/core';
import type { LineSeriesOption } from 'echarts/charts';
import { Parser } from 'expr-eval-fork';
import type { Point, XValue } from './series-data';
import { escapeHtml, formatAxisTooltip, type TooltipContext, type TooltipParam } from './tooltip';

export interface AnnotationContext {
  layers: AnnotationLayer[];
  data: AnnotationData;
  /** The chart's x values (epoch ms on a time axis), which formulas are evaluated at. */
  xValues: XValue[];
  horizontal: boolean;
  markerSize: number;
  colorScale: ColorScale;
}

export interface AnnotationSeries {
  series: LineSeriesOption[];
  /** Legend entries, after the data series'. */
  legendNames: string[];
  /** Names of the series that draw annotations, which tooltips keep out of totals. */
  seriesNames: Set<string>;
}

type LineStyle = NonNullable<LineSeriesOption['lineStyle']>;

const DASHES: Record<AnnotationStyle, LineStyle['type']> = {
  solid: 'solid',
  dashed: 'dashed',
  dotted: 'dotted',
  longDashed: [12, 6],
};

/** Bands cover the data, so an unset opacity draws them light rather than opaque. */
const DEFAULT_BAND_OPACITY = ANNOTATION_OPACITY_VALUES.opacityLow;

const colorOf = (layer: AnnotationLayer, ctx: AnnotationContext): string => layer.color ?? ctx.colorScale(layer.name);

const lineStyleOf = (layer: AnnotationLayer, color: string): LineStyle => ({
  color,
  type: DASHES[layer.style],
  width: layer.hideLine ? 0 : layer.width,
  opacity: ANNOTATION_OPACITY_VALUES[layer.opacity],
});

const pairOf = (x: XValue, y: number | null, horizontal: boolean): (XValue | number | null)[] =>
  horizontal ? [y, x] : [x, y];

/** A layer's host series: no stacking, no value labels, not part of cross-filters. */
const hostOf = (layer: AnnotationLayer, color: string, kind: string): LineSeriesOption => ({
  type: 'line',
  id: `annotation:${kind}:${layer.name}`,
  name: layer.name,
  data: [],
  animation: false,
  showSymbol: false,
  itemStyle: { color },
  lineStyle: lineStyleOf(layer, color),
});

/** Superset's formulas read `y = <expression in x>` or just the expression. */
const expressionOf = (formula: string): string => formula.replace(/^\s*y\s*=(?!=)/i, '');

/** The formula's value at each x; undefined when it does not parse or evaluate (the layer is skipped). */
export const evaluateFormula = (formula: string, xValues: XValue[]): Point[] | undefined => {
  try {
    const expression = new Parser({ operators: { assignment: false, fndef: false } }).parse(expressionOf(formula));
    return xValues.flatMap((x): Point[] => {
      const input = typeof x === 'number' ? x : Number(x);
      if (!Number.isFinite(input)) return [];
      const y: unknown = expression.evaluate({ x: input });
      return [[x, typeof y === 'number' && Number.isFinite(y) ? y : null]];
    });
  } catch {
    return undefined;
  }
};

const formulaSeries = (layer: AnnotationLayer, ctx: AnnotationContext): LineSeriesOption[] => {
  const points = typeof layer.value === 'string' ? evaluateFormula(layer.value, ctx.xValues) : undefined;
  if (points === undefined) return [];
  const color = colorOf(layer, ctx);
  return [
    {
      ...hostOf(layer, color, 'formula'),
      data: points.map(([x, y]) => pairOf(x, y, ctx.horizontal)),
      showSymbol: layer.showMarkers,
      symbolSize: ctx.markerSize,
    },
  ];
};

/** The text an event or interval shows: layer, title and descriptions, one per line. */
const labelOf = (layer: AnnotationLayer, a: Annotation): string =>
  [layer.name, a.title, ...a.descriptions].filter((part): part is string => Boolean(part)).join('\n');

const markerTooltip = {
  trigger: 'item' as const,
  formatter: (params: unknown): string => {
    const name = typeof params === 'object' && params !== null && 'name' in params ? String(params.name) : '';
    return escapeHtml(name).replace(/\n/g, '<br/>');
  },
};

const markerLabel = (layer: AnnotationLayer, color: string) => ({
  show: layer.showLabel,
  color,
  fontSize: 10,
  // The first line is the layer name; the line shows the event's title when there is one.
  formatter: ({ name }: { name?: string }) => {
    const lines = (name ?? '').split('\n');
    return lines[1] ?? lines[0] ?? '';
  },
});

const timed = (annotations: Annotation[]): (Annotation & { time: number | string })[] =>
  annotations.filter((a): a is Annotation & { time: number | string } => a.time !== null);

const eventSeries = (layer: AnnotationLayer, result: AnnotationResult | undefined, ctx: AnnotationContext) => {
  const color = colorOf(layer, ctx);
  const axis = ctx.horizontal ? 'yAxis' : 'xAxis';
  const data = timed(extractRecordAnnotations(layer, result)).map((a) => ({ name: labelOf(layer, a), [axis]: a.time }));
  const series: LineSeriesOption = {
    ...hostOf(layer, color, 'event'),
    markLine: {
      silent: false,
      symbol: 'none',
      lineStyle: lineStyleOf(layer, color),
      label: { ...markerLabel(layer, color), position: 'insideEndTop' },
      emphasis: { label: { show: true } },
      tooltip: markerTooltip,
      data,
    },
  };
  return [series];
};

const intervalSeries = (layer: AnnotationLayer, result: AnnotationResult | undefined, ctx: AnnotationContext) => {
  const color = colorOf(layer, ctx);
  const axis = ctx.horizontal ? 'yAxis' : 'xAxis';
  const data = timed(extractRecordAnnotations(layer, result)).map(
    (a): [Record<string, unknown>, Record<string, unknown>] => [
      { name: labelOf(layer, a), [axis]: a.time },
      { [axis]: a.intervalEnd ?? a.time },
    ],
  );
  const opacity = layer.opacity === '' ? DEFAULT_BAND_OPACITY : ANNOTATION_OPACITY_VALUES[layer.opacity];
  const series: LineSeriesOption = {
    ...hostOf(layer, color, 'interval'),
    markArea: {
      silent: false,
      itemStyle: { color, opacity },
      label: { ...markerLabel(layer, color), position: 'insideTop' },
      emphasis: { label: { show: true } },
      tooltip: markerTooltip,
      data,
    },
  };
  return [series];
};

const toNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const toX = (value: unknown): XValue | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;

/** One series per value column (or per key of Superset's legacy `{key, values}` answer). */
export const timeseriesOfResult = (
  layer: AnnotationLayer,
  result: AnnotationResult | undefined,
): { key: string; points: Point[] }[] => {
  if (result === undefined) return [];
  if (Array.isArray(result)) {
    return result.map(({ key, values }) => ({ key, points: values.map(({ x, y }): Point => [x, y ?? null]) }));
  }
  const first = result.records[0] ?? {};
  const keys = Object.keys(first);
  const xKey = [layer.timeColumn, '__timestamp', keys[0]].find((k): k is string => typeof k === 'string' && k in first);
  if (xKey === undefined) return [];
  const rows = result.records.filter((r) => toX(r[xKey]) !== null);
  const valueKeys = keys.filter((k) => k !== xKey && rows.some((r) => toNumber(r[k]) !== null));
  return valueKeys.map((key) => ({
    key,
    points: rows.map((r): Point => [toX(r[xKey]) ?? '', toNumber(r[key])]),
  }));
};

const timeseriesSeries = (layer: AnnotationLayer, result: AnnotationResult | undefined, ctx: AnnotationContext) => {
  const color = colorOf(layer, ctx);
  const lines = timeseriesOfResult(layer, result);
  return lines.map(({ key, points }): LineSeriesOption => {
    const name = lines.length === 1 ? layer.name : `${layer.name}: ${key}`;
    return {
      ...hostOf(layer, color, 'time-series'),
      id: `annotation:time-series:${name}`,
      name,
      data: points.map(([x, y]) => pairOf(x, y, ctx.horizontal)),
      showSymbol: layer.showMarkers,
      symbolSize: ctx.markerSize,
      connectNulls: true,
    };
  });
};

const seriesOfLayer = (layer: AnnotationLayer, ctx: AnnotationContext): LineSeriesOption[] => {
  const result = ctx.data[layer.name];
  switch (layer.annotationType) {
    case 'FORMULA':
      return formulaSeries(layer, ctx);
    case 'EVENT':
      return eventSeries(layer, result, ctx);
    case 'INTERVAL':
      return intervalSeries(layer, result, ctx);
    case 'TIME_SERIES':
      return timeseriesSeries(layer, result, ctx);
  }
};

/** The ECharts series of the shown annotation layers, drawn over the data series. */
export const buildAnnotationSeries = (ctx: AnnotationContext): AnnotationSeries => {
  const series = ctx.layers.filter((layer) => layer.show).flatMap((layer) => seriesOfLayer(layer, ctx));
  const names = series.map((s) => String(s.name));
  return { series, legendNames: [...new Set(names)], seriesNames: new Set(names) };
};

/** Every x value the data series have, in order (formulas are evaluated there). */
const xValuesOf = (series: { points: Point[] }[]): XValue[] => {
  const values = [...new Set(series.flatMap((s) => s.points.map(([x]) => x)))];
  return values.every((v) => typeof v === 'number') ? [...values].sort((a, b) => Number(a) - Number(b)) : values;
};

const NO_ANNOTATIONS: AnnotationSeries = { series: [], legendNames: [], seriesNames: new Set() };

/**
 * Annotation series from form data and a chart-data result, over the data series' x values; a
 * chart without shown layers (nearly every one) skips collecting the x values of every point.
 */
export const annotationSeriesFor = (
  formData: FormData,
  annotationData: unknown,
  ctx: Omit<AnnotationContext, 'layers' | 'data' | 'xValues'> & { series: { points: Point[] }[] },
): AnnotationSeries => {
  const layers = readAnnotationLayers(formData['annotation_layers']);
  if (!layers.some((layer) => layer.show)) return NO_ANNOTATIONS;
  const { series, ...rest } = ctx;
  return buildAnnotationSeries({
    ...rest,
    layers,
    data: readAnnotationData(annotationData),
    xValues: xValuesOf(series),
  });
};

/** The y of a tooltip point alone, so a second table has no x heading. */
const withoutX = (param: TooltipParam, horizontal: boolean): TooltipParam => ({
  ...param,
  value: Array.isArray(param.value) ? param.value[horizontal ? 0 : 1] : param.value,
});

/**
 * The axis tooltip with annotation series listed after the data series, in their own table,
 * outside the total and the value sort.
 */
export const tooltipWithAnnotations = (
  params: TooltipParam | TooltipParam[],
  names: ReadonlySet<string>,
  ctx: TooltipContext,
): string => {
  const list = Array.isArray(params) ? params : [params];
  const isNote = (p: TooltipParam) => names.has(p.seriesName ?? '');
  const data = list.filter((p) => !isNote(p));
  const notes = list.filter(isNote);
  const plain = { ...ctx, showTotal: false, sortByValue: false };
  if (notes.length === 0) return formatAxisTooltip(params, ctx);
  if (data.length === 0) return formatAxisTooltip(notes, plain);
  // Without their x, the notes' table has no heading of its own.
  const extra = formatAxisTooltip(
    notes.map((p) => withoutX(p, ctx.horizontal)),
    { ...plain, horizontal: false },
  );
  return formatAxisTooltip(data, ctx) + extra;
};
