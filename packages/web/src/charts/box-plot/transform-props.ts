import {
  createColorScale,
  ensureColumns,
  getNumberFormatter,
  getTimeFormatter,
  isCrossFilterValue,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  TYPE_GENERIC,
  type ChartProps,
  type CrossFilterValue,
} from '@tessera/core';
import type { ScatterSeriesOption } from 'echarts/charts';
import { t } from '../../i18n';
import { tooltipHtml } from '../big-number/tooltip';
import { verboseNameOf } from '../datasource-meta';
import { readAxisTitles, xAxisName, yAxisName } from '../echarts/axis-titles';
import { readString, readStringMap } from '../form-data';
import { boxSeriesData } from './series';
import type { BoxPlotOption, BoxPlotTransformedProps, BoxStats } from './types';

const PADDING = 16;

/** Superset's x_ticks_layout: '45°' and 'staggered' tilt the labels, '90°' stands them up. */
const rotationOf = (layout: string): number =>
  layout === '90°' ? -90 : layout === '45°' || layout === 'staggered' ? -45 : 0;

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)) : [];

export const transformProps = (chartProps: ChartProps): BoxPlotTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const groupby = ensureColumns(fd['groupby']).map(labelOfColumn);
  const metrics = metricsOf(fd['metrics']).map(labelOfMetric);
  const temporal = new Set((result?.colnames ?? []).filter((_, i) => result?.coltypes[i] === TYPE_GENERIC.TEMPORAL));
  const formatDate = getTimeFormatter(readString(fd, 'date_format'));
  const format = getNumberFormatter(readString(fd, 'number_format'));
  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const text = (v: unknown, col: string): string => {
    if (v === null || v === undefined) return '<NULL>';
    return temporal.has(col) && typeof v === 'number' ? formatDate(v) : String(v);
  };

  const boxes: BoxStats[] = rows.flatMap((row) => {
    const groupLabel = groupby.map((col) => text(row[col], col)).join(', ');
    const values: CrossFilterValue[] = groupby.map((col) =>
      isCrossFilterValue(row[col]) ? row[col] : String(row[col]),
    );
    return metrics.map((metric) => {
      const stat = (name: string) => numberOrNull(row[`${metric}__${name}`]);
      // Superset names a box by its dimensions, adding the metric when there are several.
      const name =
        metrics.length === 1 && groupLabel !== ''
          ? groupLabel
          : [groupLabel, verboseNameOf(datasource, metric)].filter((s) => s !== '').join(', ');
      return {
        name,
        values,
        min: stat('min'),
        q1: stat('q1'),
        median: stat('median'),
        q3: stat('q3'),
        max: stat('max'),
        mean: stat('mean'),
        count: stat('count'),
        outliers: numbers(row[`${metric}__outliers`]),
        color: color(groupLabel),
      };
    });
  });

  const tooltip = (box: BoxStats | undefined): string => {
    if (box === undefined) return '';
    const rowsOf: [string, number | null][] = [
      [t('Max'), box.max],
      [t('3rd Quartile'), box.q3],
      [t('Mean'), box.mean],
      [t('Median'), box.median],
      [t('1st Quartile'), box.q1],
      [t('Min'), box.min],
    ];
    const lines = rowsOf.map(([label, value]) => [`${label}:`, format(value)]);
    lines.push([`${t('# Observations')}:`, String(box.count ?? 0)]);
    if (box.outliers.length > 0) lines.push([`${t('# Outliers')}:`, String(box.outliers.length)]);
    return tooltipHtml(box.name, lines);
  };

  const titles = readAxisTitles(fd);
  const rotate = rotationOf(readString(fd, 'x_ticks_layout', 'auto'));
  const echartOptions: BoxPlotOption = {
    grid: {
      top: PADDING + (titles.yOnTop && titles.y ? 16 : 0),
      right: PADDING,
      bottom: PADDING,
      left: PADDING,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    tooltip: { trigger: 'item', axisPointer: { type: 'shadow' } },
    xAxis: {
      type: 'category',
      data: boxes.map((b) => b.name),
      axisLabel: { rotate, hideOverlap: true },
      // Below the plot, not across it at zero: boxes often straddle zero.
      axisLine: { onZero: false },
      ...xAxisName(titles, rotate !== 0),
    },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: { formatter: (value: number) => format(value) },
      ...yAxisName(titles),
    },
    series: [
      {
        name: 'boxplot',
        type: 'boxplot',
        animation: false,
        data: boxSeriesData(boxes),
        tooltip: { formatter: (params) => tooltip(Array.isArray(params) ? undefined : boxes[params.dataIndex]) },
      },
      ...boxes.map((box): ScatterSeriesOption => ({
        name: 'outlier',
        type: 'scatter',
        animation: false,
        data: box.outliers.map((value) => [box.name, value]),
        itemStyle: { color: box.color },
        tooltip: {
          formatter: (params) => {
            const value = Array.isArray(params) ? undefined : (params.value as [string, number] | undefined);
            return tooltipHtml(box.name, [[format(value?.[1] ?? null)]]);
          },
        },
      })),
    ],
  };
  const [selected] = filterState?.selectedValues ?? [];
  return {
    width,
    height,
    theme,
    echartOptions,
    boxes,
    groupby,
    selectedName: typeof selected === 'string' && boxes.some((b) => b.name === selected) ? selected : null,
  };
};
