import {
  columnsOf,
  comparisonTypeOf,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_NUMBER_FORMAT,
  getXAxisLabel,
  isPercentFormat,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  NUMBER_FORMATS,
  SMART_DATE_ID,
  timeOffsetsOf,
  type ComparisonType,
  type FormData,
} from '@tessera/core';
import { readBoolean, readBounds, readChoice, readNumber, readString, readStringMap } from '../form-data';

export const TIMESERIES_VIZ_TYPES = [
  'echarts_timeseries_line',
  'echarts_timeseries_bar',
  'echarts_area',
  'echarts_timeseries_scatter',
  'echarts_timeseries_smooth',
  'echarts_timeseries_step',
  'echarts_timeseries',
] as const;
export type TimeseriesVizType = (typeof TIMESERIES_VIZ_TYPES)[number];

export const STEP_TYPES = ['start', 'middle', 'end'] as const;
export const SERIES_TYPES = ['line', 'scatter', 'smooth', 'bar', ...STEP_TYPES] as const;
export type SeriesType = (typeof SERIES_TYPES)[number];

export const LEGEND_ORIENTATIONS = ['top', 'bottom', 'left', 'right'] as const;
export type LegendOrientation = (typeof LEGEND_ORIENTATIONS)[number];
export const SORT_SERIES_TYPES = ['name', 'min', 'max', 'sum', 'avg'] as const;
export type SortSeriesType = (typeof SORT_SERIES_TYPES)[number];
/** Superset's stack modes: on top of each other, centred as a stream, or as shares of 100%. */
export const STACK_MODES = ['Stack', 'Stream', 'Expand'] as const;
export type StackMode = (typeof STACK_MODES)[number];

/** Everything transformProps reads from form data, typed and with Superset's defaults. */
export interface TimeseriesSettings {
  seriesType: SeriesType;
  area: boolean;
  /** Whether series stack at all (any stack mode). */
  stack: boolean;
  stackMode: StackMode | null;
  horizontal: boolean;
  xAxis: string;
  groupby: string[];
  metrics: string[];
  timeGrain: string | null;
  timeCompare: string[];
  comparisonType: ComparisonType | undefined;
  contributionMode: 'row' | 'column' | null;
  markerEnabled: boolean;
  markerSize: number;
  opacity: number;
  showValue: boolean;
  onlyTotal: boolean;
  zoomable: boolean;
  showLegend: boolean;
  legendType: 'scroll' | 'plain';
  legendOrientation: LegendOrientation;
  xAxisTitle: string;
  xAxisTitleMargin: number;
  yAxisTitle: string;
  yAxisTitleMargin: number;
  yAxisTitlePosition: 'Left' | 'Top';
  yAxisBounds: [number | null, number | null];
  truncateYAxis: boolean;
  logAxis: boolean;
  minorSplitLine: boolean;
  yAxisFormat: string;
  xAxisTimeFormat: string;
  xAxisLabelRotation: number;
  richTooltip: boolean;
  tooltipSortByMetric: boolean;
  showTooltipTotal: boolean;
  tooltipTimeFormat: string;
  colorScheme: string;
  labelColors: Record<string, string>;
  sortSeriesType: SortSeriesType;
  sortSeriesAscending: boolean;
}

/** The series type each viz type draws; the line and generic charts let `seriesType` choose. */
const seriesTypeOf = (fd: FormData, vizType: string): SeriesType => {
  switch (vizType) {
    case 'echarts_timeseries_bar':
      return 'bar';
    case 'echarts_timeseries_scatter':
      return 'scatter';
    case 'echarts_timeseries_smooth':
      return 'smooth';
    case 'echarts_timeseries_step':
      return readChoice(fd, 'seriesType', STEP_TYPES, 'start');
    default:
      return readChoice(fd, 'seriesType', SERIES_TYPES, 'line');
  }
};

/** `stack` is a boolean in old charts and 'Stack' / 'Stream' / 'Expand' (or null) in new ones. */
export const stackModeOf = (fd: FormData): StackMode | null => {
  const value = fd['stack'];
  if (value === true) return 'Stack';
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return STACK_MODES.find((mode) => mode.toLowerCase() === wanted) ?? null;
};

const textOrDefault = (fd: FormData, key: string, fallback: string): string => readString(fd, key) || fallback;

/** Expanded stacks are shares, so a non-percent y format becomes a percent one (Superset's percent formatter). */
const yAxisFormatOf = (fd: FormData, stackMode: StackMode | null): string => {
  const chosen = textOrDefault(fd, 'y_axis_format', DEFAULT_NUMBER_FORMAT);
  return stackMode === 'Expand' && !isPercentFormat(chosen) ? NUMBER_FORMATS.PERCENT : chosen;
};

export const readTimeseriesSettings = (fd: FormData): TimeseriesSettings => {
  const contribution = fd['contributionMode'];
  const grain = readString(fd, 'time_grain_sqla');
  const stackMode = stackModeOf(fd);
  return {
    seriesType: seriesTypeOf(fd, fd.viz_type),
    area: fd.viz_type === 'echarts_area' || readBoolean(fd, 'area', false),
    stack: stackMode !== null,
    stackMode,
    horizontal: fd.viz_type === 'echarts_timeseries_bar' && fd['orientation'] === 'horizontal',
    xAxis: getXAxisLabel(fd),
    groupby: columnsOf(fd['groupby']).map(labelOfColumn),
    metrics: metricsOf(fd['metrics']).map(labelOfMetric),
    timeGrain: grain === '' ? null : grain,
    timeCompare: timeOffsetsOf(fd),
    comparisonType: comparisonTypeOf(fd),
    contributionMode: contribution === 'row' || contribution === 'column' ? contribution : null,
    markerEnabled: readBoolean(fd, 'markerEnabled', false),
    markerSize: readNumber(fd, 'markerSize', 6),
    opacity: readNumber(fd, 'opacity', 0.2),
    showValue: readBoolean(fd, 'show_value', false),
    onlyTotal: readBoolean(fd, 'only_total', false),
    zoomable: readBoolean(fd, 'zoomable', false),
    showLegend: readBoolean(fd, 'show_legend', true),
    legendType: readChoice(fd, 'legendType', ['scroll', 'plain'] as const, 'scroll'),
    legendOrientation: readChoice(fd, 'legendOrientation', LEGEND_ORIENTATIONS, 'top'),
    xAxisTitle: readString(fd, 'x_axis_title'),
    xAxisTitleMargin: readNumber(fd, 'x_axis_title_margin', 15),
    yAxisTitle: readString(fd, 'y_axis_title'),
    yAxisTitleMargin: readNumber(fd, 'y_axis_title_margin', 15),
    yAxisTitlePosition: readChoice(fd, 'y_axis_title_position', ['Left', 'Top'] as const, 'Left'),
    yAxisBounds: readBounds(fd, 'y_axis_bounds'),
    truncateYAxis: readBoolean(fd, 'truncateYAxis', false),
    logAxis: readBoolean(fd, 'logAxis', false),
    minorSplitLine: readBoolean(fd, 'minorSplitLine', false),
    yAxisFormat: yAxisFormatOf(fd, stackMode),
    xAxisTimeFormat: textOrDefault(fd, 'x_axis_time_format', SMART_DATE_ID),
    xAxisLabelRotation: readNumber(fd, 'xAxisLabelRotation', 0),
    richTooltip: readBoolean(fd, 'rich_tooltip', true),
    tooltipSortByMetric: readBoolean(fd, 'tooltipSortByMetric', true),
    showTooltipTotal: readBoolean(fd, 'showTooltipTotal', true),
    tooltipTimeFormat: textOrDefault(fd, 'tooltipTimeFormat', SMART_DATE_ID),
    colorScheme: textOrDefault(fd, 'color_scheme', DEFAULT_COLOR_SCHEME),
    labelColors: readStringMap(fd, 'label_colors'),
    sortSeriesType: readChoice(fd, 'sort_series_type', SORT_SERIES_TYPES, 'sum'),
    sortSeriesAscending: readBoolean(fd, 'sort_series_ascending', false),
  };
};
