import type { ColorScale } from '@tessera/core';
import type { BarSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { CartesianSeriesOption } from '../echarts/option-types';
import { unshiftedNameOf, type Point, type SeriesData, type XValue } from './series-data';
import type { TimeseriesSettings } from './settings';

/** Series outside the cross-filter selection fade to this opacity. */
export const UNSELECTED_OPACITY = 0.3;

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

const labelOf = (name: string, ctx: SeriesContext) => {
  const s = ctx.settings;
  if (!s.showValue) return { show: false };
  const totalsOnly = s.stack && s.onlyTotal;
  if (totalsOnly && name !== ctx.lastName) return { show: false };
  const position = s.horizontal ? ('right' as const) : ('top' as const);
  return {
    show: true,
    position: s.stack && !totalsOnly ? ('inside' as const) : position,
    formatter: ({ value }: { value: unknown }) => {
      const y = valueOfLabel(value, s.horizontal);
      if (y === null) return '';
      if (!totalsOnly) return ctx.formatY(y);
      const x: unknown = Array.isArray(value) ? value[s.horizontal ? 1 : 0] : undefined;
      const total = typeof x === 'number' || typeof x === 'string' ? ctx.totals.get(x) : undefined;
      return ctx.formatY(total ?? y);
    },
  };
};

/** One ECharts series per pivoted column, drawn as the viz type and form data ask. */
export const buildSeriesOption = (series: SeriesData, ctx: SeriesContext): CartesianSeriesOption => {
  const s = ctx.settings;
  const unshifted = unshiftedNameOf(series.name, s.timeCompare);
  const color = ctx.colorScale(unshifted ?? series.name);
  const opacity = ctx.isSelected(series.name) ? 1 : UNSELECTED_OPACITY;
  const common = {
    id: series.name,
    name: series.name,
    data: dataOf(series.points, s.horizontal),
    label: labelOf(series.name, ctx),
    emphasis: { focus: 'series' as const },
    ...(s.stack && { stack: 'total', stackStrategy: 'all' as const }),
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
