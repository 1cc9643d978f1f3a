import {
  createColorScale,
  ensureColumns,
  getNumberFormatter,
  isCrossFilterValue,
  labelOfColumn,
  type ChartProps,
  type CrossFilterValue,
} from '@tessera/core';
import { t } from '../../i18n';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { readBoolean, readString, readStringMap } from '../form-data';
import type { HistogramOption, HistogramSeries, HistogramTransformedProps } from './types';

const PADDING = 16;
const LEGEND_HEIGHT = 32;
const formatPercent = getNumberFormatter('.2%');

/** The bin columns are named '<lower> - <upper>' by the histogram post-processing. */
const binBounds = (name: string): [number, number] => {
  const [low = Number.NaN, high = Number.NaN] = name.split(' - ').map(Number);
  return [low, high];
};

export const transformProps = (chartProps: ChartProps): HistogramTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const groupby = ensureColumns(fd['groupby']).map(labelOfColumn);
  const [column = ''] = ensureColumns(fd['column']).map(labelOfColumn);
  const groupSet = new Set(groupby);
  const bins = (result?.colnames ?? Object.keys(rows[0] ?? {})).filter((c) => !groupSet.has(c));
  const normalize = readBoolean(fd, 'normalize', false);
  const formatX = getNumberFormatter(metricNumberFormat(readString(fd, 'x_axis_format'), [column], datasource));
  const formatY = getNumberFormatter(readString(fd, 'y_axis_format'));
  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const binLabels = bins.map((name) => {
    const [low, high] = binBounds(name);
    return `${formatX(low)} - ${formatX(high)}`;
  });

  const series: HistogramSeries[] = rows.map((row) => {
    const name =
      groupby.length > 0 ? groupby.map((col) => String(row[col])).join(', ') : verboseNameOf(datasource, column);
    const values: CrossFilterValue[] = groupby.map((col) =>
      isCrossFilterValue(row[col]) ? row[col] : String(row[col]),
    );
    return { name, values, color: color(name), counts: bins.map((bin) => Number(row[bin]) || 0) };
  });

  const tooltip = (binIndex: number): string => {
    const counts = series.map((s) => s.counts[binIndex] ?? 0);
    const total = counts.reduce((a, b) => a + b, 0);
    // Shares of the bin's total only mean something for counts, and only with several groups.
    const shares = groupby.length > 0 && !normalize;
    const lines = series.map((s, i) => [
      s.name,
      formatY(counts[i] ?? 0),
      ...(shares ? [formatPercent((counts[i] ?? 0) / (total || 1))] : []),
    ]);
    if (groupby.length > 0) lines.push([t('Total'), formatY(total), ...(shares ? [formatPercent(1)] : [])]);
    return tooltipHtml(binLabels[binIndex] ?? '', lines);
  };

  const showLegend = readBoolean(fd, 'show_legend', true);
  const showValue = readBoolean(fd, 'show_value', false);
  const echartOptions: HistogramOption = {
    grid: {
      top: PADDING + (showLegend ? LEGEND_HEIGHT : 0),
      right: PADDING,
      bottom: PADDING,
      left: PADDING,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    legend: { show: showLegend, type: 'scroll', top: 4, left: 'center', data: series.map((s) => s.name) },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => tooltip((Array.isArray(params) ? params[0] : params)?.dataIndex ?? 0),
    },
    xAxis: {
      type: 'category',
      data: binLabels,
      name: readString(fd, 'x_axis_title'),
      nameLocation: 'middle',
      nameGap: 35,
      axisLabel: { hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: readString(fd, 'y_axis_title'),
      nameLocation: 'middle',
      nameGap: normalize ? 55 : 40,
      axisLabel: { formatter: (value: number) => formatY(value) },
    },
    series: series.map((s) => ({
      type: 'bar',
      name: s.name,
      animation: false,
      data: s.counts,
      itemStyle: { color: s.color },
      label: { show: showValue, position: 'top', formatter: (params) => formatY(Number(params.value)) },
    })),
  };
  const [selected] = filterState?.selectedValues ?? [];
  return {
    width,
    height,
    theme,
    echartOptions,
    series,
    groupby,
    selectedName: typeof selected === 'string' && series.some((s) => s.name === selected) ? selected : null,
  };
};
