import {
  createColorScale,
  getNumberFormatter,
  getTimeFormatterForPoint,
  resolveNumberFormat,
  type ChartProps,
  type TransformProps,
} from '@tessera/core';
import { t } from '../../i18n';
import { metricNumberFormat } from '../datasource-meta';
import { readStringMap } from '../form-data';
import type { CartesianOption } from '../echarts/option-types';
import { buildAxes } from './axes';
import { buildLayout } from './layout';
import {
  dimensionValuesOf,
  extractSeries,
  fillNulls,
  seriesKeyOf,
  sortSeries,
  totalsByX,
  xAxisTypeOf,
  type XValue,
} from './series-data';
import { buildSeriesOption, buildStreamBaseline } from './series-options';
import { seriesDisplayNames, withDisplayNames } from './series-names';
import { readTimeseriesSettings } from './settings';
import type { TooltipParam } from './tooltip';
import { annotationSeriesFor, tooltipWithAnnotations } from './annotations';

export interface TimeseriesChartProps {
  option: CartesianOption;
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** Dimension columns the series split by: cross-filters filter on them. */
  groupby: string[];
  /** Series that split by other columns than `groupby` (the mixed chart's query B), by series name. */
  seriesGroupby?: Record<string, string[]>;
  /** Dimension values of each series by series name. */
  seriesDimensions: Record<string, (string | null)[]>;
  /** This chart's cross-filter selection (series keys). */
  selectedValues: string[];
}

const selectedValuesOf = (filterState: ChartProps['filterState']): string[] =>
  (filterState?.selectedValues ?? []).filter((v): v is string => typeof v === 'string');

export const transformTimeseriesProps: TransformProps<TimeseriesChartProps> = (chartProps) => {
  const { formData, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const s = readTimeseriesSettings(formData);
  const result = queriesData[0];
  const ordered = result ? sortSeries(extractSeries(result, s.xAxis), s.sortSeriesType, s.sortSeriesAscending) : [];
  const series = s.stack ? fillNulls(ordered) : ordered;
  const labelMap = result?.label_map ?? {};
  const seriesDimensions = Object.fromEntries(
    series.map((one) => [one.name, dimensionValuesOf(one.name, s.groupby.length, labelMap)]),
  );
  // Only what people read changes; series names stay raw for colours, cross-filters and legend state.
  const displayNames = seriesDisplayNames(
    series.map((one) => one.name),
    { groupbyCount: s.groupby.length, labelMap, timeCompare: s.timeCompare, meta: datasource },
  );
  const displayNameOf = (name: string): string =>
    (Object.hasOwn(displayNames, name) ? displayNames[name] : undefined) ?? name;
  const selectedValues = selectedValuesOf(filterState);
  const isSelected = (name: string) =>
    selectedValues.length === 0 || selectedValues.includes(seriesKeyOf(seriesDimensions[name] ?? []));

  const numberFormat = resolveNumberFormat(metricNumberFormat(s.yAxisFormat, s.metrics, datasource), {
    comparisonType: s.comparisonType,
    contributionMode: s.contributionMode,
  });
  const formatY = getNumberFormatter(numberFormat);
  const xType = result ? xAxisTypeOf(result, s.xAxis) : 'time';
  const formatPointTime = getTimeFormatterForPoint(s.tooltipTimeFormat, s.timeGrain);
  const formatX = (x: XValue) => (xType === 'time' && typeof x === 'number' ? formatPointTime(x) : String(x));
  const colorScale = createColorScale({
    scheme: s.colorScheme,
    // The saved scheme id stays; the dark theme draws its dark variant.
    theme,
    labelColors: { ...readStringMap(formData, 'shared_label_colors'), ...s.labelColors },
  });

  const seriesContext = {
    settings: s,
    colorScale,
    formatY,
    isSelected,
    totals: totalsByX(series),
    lastName: series[series.length - 1]?.name,
  };
  const seriesOptions = series.map((one) => buildSeriesOption(one, seriesContext));
  // Stream mode stacks every series on an invisible baseline that centres the stream.
  const baseline = buildStreamBaseline(series, s);
  // After the data series, so annotation colours do not shift the data's.
  const annotations = annotationSeriesFor(formData, result?.annotation_data, {
    series,
    horizontal: s.horizontal,
    markerSize: s.markerSize,
    colorScale,
  });
  const { grid, legend, dataZoom } = buildLayout(s, [...series.map((one) => one.name), ...annotations.legendNames]);
  const { xAxis, yAxis } = buildAxes(s, xType, formatY);
  const option: CartesianOption = {
    grid,
    legend: { ...legend, formatter: displayNameOf },
    dataZoom,
    xAxis,
    yAxis,
    series: [...(baseline ? [baseline] : []), ...seriesOptions, ...annotations.series],
    tooltip: {
      show: true,
      trigger: s.richTooltip ? 'axis' : 'item',
      confine: true,
      axisPointer: { type: s.seriesType === 'bar' ? 'shadow' : 'line' },
      formatter: (params: TooltipParam | TooltipParam[]) =>
        tooltipWithAnnotations(withDisplayNames(params, displayNames), annotations.seriesNames, {
          formatX,
          formatY: (y) => (y === null ? '–' : formatY(y)),
          sortByValue: s.tooltipSortByMetric,
          showTotal: s.showTooltipTotal && s.richTooltip,
          horizontal: s.horizontal,
          totalLabel: t('Total'),
        }),
    },
  };
  return { option, width, height, theme, groupby: s.groupby, seriesDimensions, selectedValues };
};
