import { contrastingTextColor, type ColorScale } from '@tessera/core';
import type { BarSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { CartesianSeriesOption } from '../echarts/option-types';
import { streamBaseline, toShares, unshiftedNameOf, type Point, type SeriesData, type XValue } from './series-data';
import type { TimeseriesSettings } from './settings';

/** Series outside the cross-filter selection fade to this opacity. */
export const UNSELECTED_OPACITY = 0.3;
/** The id of Stream mode's invisible series that the visible ones stack on. */
export const STREAM_BASELINE_ID = '__stream_baseline__';
/** One id for every stacked series: ECharts stacks series that share it. */
const STACK_ID = 'total';

export interface SeriesContext {
  settings: TimeseriesSettings;
  colorScale: ColorScale;
  formatY: (value: number) => string;
  /** Whether a series is part of the cross-filter selection (all are when nothing is selected). */
  isSelected: (name: string) => boolean;
  /** Totals by x value, for the labels of a stack that shows only its total. */
  totals: Map<XValue, number>;
  /** The last series of a stack carries the total labels. */
  lastName: string | undefined;
}

const dataOf = (points: Point[], horizontal: boolean): (XValue | number | null)[][] =>
  points.map(([x, y]) => (horizontal ? [y, x] : [x, y]));

const valueOfLabel = (value: unknown, horizontal: boolean): number | null => {
  if (!Array.isArray(value)) return null;
  const y: unknown = value[horizontal ? 0 : 1];
  return typeof y === 'number' ? y : null;
};

/** A stack's total as its label shows it: expanded stacks always add up to the whole. */
const shownTotal = (total: number, ctx: SeriesContext): number =>
  ctx.settings.stackMode === 'Expand' ? (total === 0 ? 0 : 1) : total;

/** Value labels; `insideColor` is the colour they sit on when drawn inside a stacked bar. */
const labelOf = (name: string, ctx: SeriesContext, insideColor?: string) => {
  const s = ctx.settings;
  if (!s.showValue) return { show: false };
  const totalsOnly = s.stack && s.onlyTotal;
  if (totalsOnly && name !== ctx.lastName) return { show: false };
  const position = s.horizontal ? ('right' as const) : ('top' as const);
  const inside = s.stack && !totalsOnly;
  const color = inside && insideColor ? contrastingTextColor(insideColor) : undefined;
  return {
    show: true,
    position: inside ? ('inside' as const) : position,
    ...(color && { color }),
    formatter: ({ value }: { value: unknown }) => {
      const y = valueOfLabel(value, s.horizontal);
      if (y === null) return '';
      if (!totalsOnly) return ctx.formatY(y);
      const x: unknown = Array.isArray(value) ? value[s.horizontal ? 1 : 0] : undefined;
      const total = typeof x === 'number' || typeof x === 'string' ? ctx.totals.get(x) : undefined;
      return ctx.formatY(total === undefined ? y : shownTotal(total, ctx));
    },
  };
};

/** One ECharts series per pivoted column, drawn as the viz type and form data ask. */
export const buildSeriesOption = (series: SeriesData, ctx: SeriesContext): CartesianSeriesOption => {
  const s = ctx.settings;
  const unshifted = unshiftedNameOf(series.name, s.timeCompare);
  const color = ctx.colorScale(unshifted ?? series.name);
  const opacity = ctx.isSelected(series.name) ? 1 : UNSELECTED_OPACITY;
  const points = s.stackMode === 'Expand' ? toShares(series.points, ctx.totals) : series.points;
  const common = {
    id: series.name,
    name: series.name,
    data: dataOf(points, s.horizontal),
    // Only bars put their stacked labels on the series colour; line labels sit beside a point.
    label: labelOf(series.name, ctx, s.seriesType === 'bar' ? color : undefined),
    emphasis: { focus: 'series' as const },
    ...(s.stack && { stack: STACK_ID, stackStrategy: 'all' as const }),
  };
  if (s.seriesType === 'bar') {
    const bar: BarSeriesOption = { ...common, type: 'bar', itemStyle: { color, opacity }, barMinWidth: 1 };
    return bar;
  }
  if (s.seriesType === 'scatter') {
    const scatter: ScatterSeriesOption = {
      ...common,
      type: 'scatter',
      symbolSize: s.markerSize,
      itemStyle: { color, opacity },
    };
    return scatter;
  }
  const step = s.seriesType === 'start' || s.seriesType === 'middle' || s.seriesType === 'end' ? s.seriesType : false;
  const line: LineSeriesOption = {
    ...common,
    type: 'line',
    smooth: s.seriesType === 'smooth',
    step,
    showSymbol: s.markerEnabled,
    symbolSize: s.markerSize,
    connectNulls: false,
    itemStyle: { color, opacity },
    lineStyle: { color, opacity, width: 2, type: unshifted === undefined ? 'solid' : 'dashed' },
    ...(s.area && { areaStyle: { color, opacity: s.opacity * opacity } }),
  };
  return line;
};

/**
 * Stream mode's invisible first series: the others stack on it, which centres the stream.
 * Null in other modes. It has no tooltip, legend entry or events, so only the stream shows.
 */
export const buildStreamBaseline = (
  series: SeriesData[],
  settings: TimeseriesSettings,
): CartesianSeriesOption | null => {
  if (settings.stackMode !== 'Stream' || series.length === 0) return null;
  const common = {
    id: STREAM_BASELINE_ID,
    name: STREAM_BASELINE_ID,
    data: dataOf(streamBaseline(series), settings.horizontal),
    stack: STACK_ID,
    stackStrategy: 'all' as const,
    silent: true,
    tooltip: { show: false },
    label: { show: false },
    emphasis: { disabled: true },
    z: 0,
  };
  if (settings.seriesType === 'bar') {
    const bar: BarSeriesOption = { ...common, type: 'bar', itemStyle: { color: 'transparent' }, barMinWidth: 1 };
    return bar;
  }
  const type = settings.seriesType;
  const line: LineSeriesOption = {
    ...common,
    type: 'line',
    smooth: type === 'smooth',
    step: type === 'start' || type === 'middle' || type === 'end' ? type : false,
    showSymbol: false,
    lineStyle: { opacity: 0 },
    areaStyle: { opacity: 0 },
  };
  return line;
};
