import { getTimeFormatter } from '@tessera/core';
import type { XAXisComponentOption, YAXisComponentOption } from 'echarts';
import type { TimeseriesSettings } from './settings';

export interface Axes {
  xAxis: XAXisComponentOption;
  yAxis: YAXisComponentOption;
}

/** Room for one line of horizontal tick labels below the axis, so the title clears them. */
const LABEL_HEIGHT = 16;

/** The dimension axis: time with the x-axis date format, or values / categories as they are. */
const dimensionAxis = (s: TimeseriesSettings, type: 'time' | 'value' | 'category') => {
  const base = {
    name: s.xAxisTitle,
    nameLocation: 'middle' as const,
    nameGap: s.xAxisTitleMargin + (s.horizontal || s.xAxisLabelRotation !== 0 ? 0 : LABEL_HEIGHT),
    splitLine: { show: false },
    // A stream straddles zero: its dimension axis stays at the edge instead of cutting through it.
    ...(s.stackMode === 'Stream' && { axisLine: { onZero: false } }),
  };
  const axisLabel = { hideOverlap: true, rotate: s.horizontal ? 0 : s.xAxisLabelRotation };
  if (type === 'category') return { ...base, type, axisLabel };
  if (type === 'value') return { ...base, type, axisLabel, scale: true };
  const formatTime = getTimeFormatter(s.xAxisTimeFormat);
  return { ...base, type, axisLabel: { ...axisLabel, formatter: (value: number) => formatTime(value) } };
};

/**
 * The value axis: number format, bounds, log scale and the title where the form data puts it.
 * Shares (expanded stacks, stacked row contributions) run from 0 to 1; a stream's offsets mean
 * nothing on their own, only its thickness does, so its value labels hide.
 */
const valueAxis = (s: TimeseriesSettings, formatY: (value: number) => string) => {
  const [min, max] = s.yAxisBounds;
  const rowShares = s.stackMode === 'Expand' || (s.contributionMode === 'row' && s.stack);
  const titleOnTop = s.yAxisTitlePosition === 'Top' && !s.horizontal;
  return {
    type: s.logAxis ? ('log' as const) : ('value' as const),
    name: s.yAxisTitle,
    nameLocation: titleOnTop ? ('end' as const) : ('middle' as const),
    nameGap: titleOnTop ? 12 : s.yAxisTitleMargin,
    ...(titleOnTop && { nameTextStyle: { align: 'left' as const } }),
    min: min ?? (rowShares ? 0 : undefined),
    max: max ?? (rowShares ? 1 : undefined),
    scale: s.truncateYAxis,
    axisLabel: { show: s.stackMode !== 'Stream', formatter: (value: number) => formatY(value), hideOverlap: true },
    minorTick: { show: s.minorSplitLine },
    minorSplitLine: { show: s.minorSplitLine },
  };
};

/** Horizontal bars swap the axes: values run along x, the time or category along y. */
export const buildAxes = (
  s: TimeseriesSettings,
  xType: 'time' | 'value' | 'category',
  formatY: (value: number) => string,
): Axes => {
  const dimension = dimensionAxis(s, xType);
  const value = valueAxis(s, formatY);
  if (!s.horizontal) return { xAxis: dimension, yAxis: value };
  return {
    xAxis: { ...value, name: s.yAxisTitle, nameLocation: 'middle', nameGap: s.yAxisTitleMargin, nameTextStyle: {} },
    yAxis: { ...dimension, name: s.xAxisTitle, nameGap: s.xAxisTitleMargin, inverse: xType === 'category' },
  };
};
