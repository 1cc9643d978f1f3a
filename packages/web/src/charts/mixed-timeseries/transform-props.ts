import {
  createColorScale,
  getNumberFormatter,
  getTimeFormatterForPoint,
  resolveNumberFormat,
  type ChartDataResult,
  type ChartDatasourceMeta,
  type TransformProps,
} from '@tessera/core';
import type { YAXisComponentOption } from 'echarts';
import { metricNumberFormat } from '../datasource-meta';
import type { CartesianOption, CartesianSeriesOption } from '../echarts/option-types';
import { readStringMap } from '../form-data';
import { buildAxes } from '../timeseries/axes';
import { buildLayout } from '../timeseries/layout';
import {
  dimensionValuesOf,
  extractSeries,
  fillNulls,
  seriesKeyOf,
  sortSeries,
  totalsByX,
  xAxisTypeOf,
  type SeriesData,
  type XValue,
} from '../timeseries/series-data';
import { seriesDisplayNames, withDisplayNames } from '../timeseries/series-names';
import { buildSeriesOption, type SeriesContext } from '../timeseries/series-options';
import type { TimeseriesSettings } from '../timeseries/settings';
import { formatAxisTooltip, type TooltipParam } from '../timeseries/tooltip';
import type { TimeseriesChartProps } from '../timeseries/transform-props';
import { t } from '../../i18n';
import { readMixedSettings, type QuerySettings } from './settings';

/** Query B's series that share a name with one of query A's take this suffix (Superset's ' (1)'). */
const DUPLICATE_SUFFIX = ' (1)';

interface DrawnQuery {
  query: QuerySettings;
  /** Series as drawn: query B's names made unique against query A's. */
  series: SeriesData[];
  labelMap: Record<string, string[]>;
  formatY: (value: number) => string;
}

const seriesOfResult = (result: ChartDataResult | undefined, s: TimeseriesSettings): SeriesData[] => {
  if (result === undefined) return [];
  const ordered = sortSeries(extractSeries(result, s.xAxis), s.sortSeriesType, s.sortSeriesAscending);
  return s.stack ? fillNulls(ordered) : ordered;
};

const formatterOf = (s: TimeseriesSettings, meta: ChartDatasourceMeta | undefined) =>
  getNumberFormatter(
    resolveNumberFormat(metricNumberFormat(s.yAxisFormat, s.metrics, meta), {
      comparisonType: s.comparisonType,
      contributionMode: s.contributionMode,
    }),
  );

/** Each query stacks only with itself (Superset's stack id suffixes '\na' and '\nb'), on its own axis. */
const onAxis = (option: CartesianSeriesOption, yAxisIndex: number, stackSuffix: string): CartesianSeriesOption => ({
  ...option,
  yAxisIndex,
  ...(typeof option.stack === 'string' && { stack: `${option.stack}${stackSuffix}` }),
});

/** Superset's mixed chart: query A and query B drawn on one time axis, each with its own style and y-axis. */
export const transformMixedTimeseriesProps: TransformProps<TimeseriesChartProps> = (chartProps) => {
  const { formData, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const { a, b } = readMixedSettings(formData);
  const seriesA = seriesOfResult(queriesData[0], a.settings);
  const namesA = new Set(seriesA.map((one) => one.name));
  const seriesB = seriesOfResult(queriesData[1], b.settings).map((one) =>
    namesA.has(one.name) ? { ...one, name: `${one.name}${DUPLICATE_SUFFIX}` } : one,
  );
  const primary: DrawnQuery = {
    query: a,
    series: seriesA,
    labelMap: queriesData[0]?.label_map ?? {},
    formatY: formatterOf(a.settings, datasource),
  };
  const secondary: DrawnQuery = {
    query: b,
    series: seriesB,
    labelMap: queriesData[1]?.label_map ?? {},
    formatY: formatterOf(b.settings, datasource),
  };
  const drawn = [primary, secondary];
  const rawName = (name: string) => (name.endsWith(DUPLICATE_SUFFIX) ? name.slice(0, -DUPLICATE_SUFFIX.length) : name);
  const seriesDimensions: Record<string, (string | null)[]> = {};
  const seriesGroupby: Record<string, string[]> = {};
  const displayNames: Record<string, string> = {};
  for (const { query, series, labelMap } of drawn) {
    const { groupby, timeCompare } = query.settings;
    for (const one of series) {
      seriesDimensions[one.name] = dimensionValuesOf(rawName(one.name), groupby.length, labelMap);
      seriesGroupby[one.name] = groupby;
    }
    const names = seriesDisplayNames(
      series.map((one) => one.name),
      { groupbyCount: groupby.length, labelMap, timeCompare, meta: datasource },
    );
    Object.assign(displayNames, names);
  }
  const selectedValues = (filterState?.selectedValues ?? []).filter((v): v is string => typeof v === 'string');
  const isSelected = (name: string) =>
    selectedValues.length === 0 || selectedValues.includes(seriesKeyOf(seriesDimensions[name] ?? []));
  const colorScale = createColorScale({
    scheme: a.settings.colorScheme,
    theme,
    labelColors: { ...readStringMap(formData, 'shared_label_colors'), ...a.settings.labelColors },
  });

  const seriesOptions = drawn.flatMap(({ query, series, formatY }, index) => {
    const ctx: SeriesContext = {
      settings: query.settings,
      colorScale,
      formatY,
      isSelected,
      totals: totalsByX(series),
      lastName: series[series.length - 1]?.name,
    };
    return series.map((one) => onAxis(buildSeriesOption(one, ctx), query.yAxisIndex, index === 0 ? '\na' : '\nb'));
  });
  const formatOfSeries = new Map<string, (y: number | null) => string>();
  for (const { series, formatY } of drawn)
    for (const { name } of series) {
      const format = (y: number | null) => (y === null ? '–' : formatY(y));
      formatOfSeries.set(name, format);
      formatOfSeries.set(displayNames[name] ?? name, format);
    }

  const result = queriesData[0] ?? queriesData[1];
  const xType = result ? xAxisTypeOf(result, a.settings.xAxis) : 'time';
  const axisOf = (index: 0 | 1): YAXisComponentOption => {
    // The axis takes the format of the first query drawn on it, as Superset's primary and secondary formats.
    const owner = drawn.find((d) => d.query.yAxisIndex === index) ?? (index === 0 ? primary : secondary);
    const used = drawn.some((d) => d.query.yAxisIndex === index && d.series.length > 0);
    const { yAxis } = buildAxes(owner.query.settings, xType, owner.formatY);
    return { ...yAxis, show: index === 0 || used, ...(index === 1 && { splitLine: { show: false } }) };
  };
  const allNames = drawn.flatMap((d) => d.series.map((one) => one.name));
  const { grid, legend, dataZoom } = buildLayout(a.settings, allNames);
  const { xAxis } = buildAxes(a.settings, xType, primary.formatY);
  const formatPointTime = getTimeFormatterForPoint(a.settings.tooltipTimeFormat, a.settings.timeGrain);
  const formatX = (x: XValue) => (xType === 'time' && typeof x === 'number' ? formatPointTime(x) : String(x));
  const option: CartesianOption = {
    grid,
    legend: { ...legend, formatter: (name: string) => displayNames[name] ?? name },
    dataZoom,
    xAxis,
    yAxis: [axisOf(0), axisOf(1)],
    series: seriesOptions,
    tooltip: {
      show: true,
      trigger: a.settings.richTooltip ? 'axis' : 'item',
      confine: true,
      formatter: (params: TooltipParam | TooltipParam[]) =>
        formatAxisTooltip(withDisplayNames(params, displayNames), {
          formatX,
          formatY: (y) => (y === null ? '–' : primary.formatY(y)),
          formatYOf: (name) => formatOfSeries.get(name),
          sortByValue: a.settings.tooltipSortByMetric,
          // Totals across two axes add unlike measures: Superset's mixed tooltip has none.
          showTotal: false,
          horizontal: false,
          totalLabel: t('Total'),
        }),
    },
  };
  return {
    option,
    width,
    height,
    theme,
    groupby: a.settings.groupby,
    seriesGroupby,
    seriesDimensions,
    selectedValues,
  };
};
