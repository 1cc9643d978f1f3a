import {
  getNumberFormatter,
  getSequentialScheme,
  getTimeFormatter,
  labelOfMetric,
  metricsOf,
  TYPE_GENERIC,
  type ChartProps,
  type CrossFilterValue,
} from '@tessera/core';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { readBoolean, readBounds, readChoice, readNumber, readString } from '../form-data';
import { axisValues, cellTotals, sortAxis, type HeatmapTotals } from './axes';
import { cellFilter } from './selection';
import {
  SORT_AXIS_CHOICES,
  type HeatmapAxis,
  type HeatmapCell,
  type HeatmapOption,
  type HeatmapTransformedProps,
} from './types';

/** Superset's bounds of the colour scale when the data gives none. */
const DEFAULT_BOUNDS = [0, 200] as const;
/** The column the rank post-processing adds (Superset's normalised colouring). */
const RANK = 'rank';
const PADDING = 16;
const LEGEND_ROOM = 40;
const formatPercent = getNumberFormatter('.2%');

const sortOf = (value: unknown) => SORT_AXIS_CHOICES.find((c) => c === value) ?? null;

/** `left_margin` / `bottom_margin`: 'auto' leaves the room the labels need, a number is pixels. */
const margin = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return value !== 'auto' && Number.isFinite(n) ? n : PADDING;
};

/** xscale_interval / yscale_interval: -1 lets ECharts choose, n shows every n-th label. */
const interval = (value: number): number | 'auto' => (value <= 0 ? 'auto' : value - 1);

const extreme = (rows: readonly Record<string, unknown>[], key: string, pick: (a: number, b: number) => number) => {
  let found: number | undefined;
  for (const row of rows) {
    const v = row[key];
    if (typeof v === 'number' && Number.isFinite(v)) found = found === undefined ? v : pick(found, v);
  }
  return found;
};

export const transformProps = (chartProps: ChartProps): HeatmapTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState, datasource } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const [xKey = '', yKey = ''] = result?.colnames ?? [];
  const [xType, yType] = result?.coltypes ?? [];
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const normalized = readBoolean(fd, 'normalized', false);
  const colorKey = normalized ? RANK : metricLabel;
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'y_axis_format'), [metricLabel], datasource));
  const formatTime = getTimeFormatter(readString(fd, 'x_axis_time_format'));

  const axis = (key: string, type: number | undefined, sort: unknown): HeatmapAxis => {
    const temporal = type === TYPE_GENERIC.TEMPORAL;
    const values = sortAxis(axisValues(rows, key), rows, sortOf(sort), key, metricLabel);
    const label = (v: CrossFilterValue) => (temporal && typeof v === 'number' ? formatTime(v) : String(v));
    return { values, labels: values.map(label), filterColumn: temporal ? null : key };
  };
  const x = axis(xKey, xType, fd['sort_x_axis']);
  const y = axis(yKey, yType, fd['sort_y_axis']);
  const xIndex = new Map(x.values.map((v, i) => [v, i]));
  const yIndex = new Map(y.values.map((v, i) => [v, i]));

  // Rows without an axis value (or, normalised, without a rank) have no cell, as in Superset.
  const cells: HeatmapCell[] = [];
  for (const row of rows) {
    const xi = xIndex.get(row[xKey] as CrossFilterValue);
    const yi = yIndex.get(row[yKey] as CrossFilterValue);
    if (xi === undefined || yi === undefined) continue;
    const raw = row[metricLabel];
    const value = typeof raw === 'number' ? raw : '-';
    const rank = row[RANK];
    if (!normalized) cells.push([xi, yi, value]);
    else if (typeof rank === 'number') cells.push([xi, yi, value, rank]);
  }

  // Superset falls back on [0, 200] when the data's extreme is missing or zero.
  const [lowBound, highBound] = readBounds(fd, 'value_bounds');
  const low = lowBound ?? (extreme(rows, colorKey, Math.min) || DEFAULT_BOUNDS[0]);
  const high = highBound ?? (extreme(rows, colorKey, Math.max) || DEFAULT_BOUNDS[1]);
  // One value (a heatmap cross-filtered down to one cell) gives ECharts an empty range: it is widened
  // below the value, which takes the scheme's strongest colour (its middle may be the background's).
  const [min, max] = low < high ? [low, high] : [high - 1, high];
  const showLegend = readBoolean(fd, 'show_legend', true);
  const legendType = readChoice(fd, 'legend_type', ['continuous', 'piecewise'] as const, 'continuous');
  const across = readChoice(fd, 'normalize_across', ['heatmap', 'x', 'y'] as const, 'heatmap');
  const showPercentage = readBoolean(fd, 'show_percentage', true);
  const metricName = verboseNameOf(datasource, metricLabel);
  let totals: HeatmapTotals | null = null;

  const tooltip = (cell: HeatmapCell | undefined): string => {
    if (cell === undefined) return '';
    const [xi, yi, value] = cell;
    const [xLabel, yLabel] = [x.labels[xi] ?? '', y.labels[yi] ?? ''];
    const row = [metricName, typeof value === 'number' ? format(value) : format(null)];
    if (showPercentage) {
      totals ??= cellTotals(cells);
      const whole = across === 'x' ? totals.x.get(xi) : across === 'y' ? totals.y.get(yi) : totals.total;
      const suffix = across === 'x' ? xLabel : across === 'y' ? yLabel : 'heatmap';
      const share = typeof value === 'number' && whole ? value / whole : 0;
      row.push(`${formatPercent(share)} (${suffix})`);
    }
    return tooltipHtml(`${xLabel} (${yLabel})`, [row]);
  };

  const echartOptions: HeatmapOption = {
    grid: {
      top: PADDING + (showLegend ? LEGEND_ROOM : 0),
      right: PADDING,
      bottom: margin(fd['bottom_margin']),
      left: margin(fd['left_margin']),
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    tooltip: {
      trigger: 'item',
      formatter: (params) => tooltip(Array.isArray(params) ? undefined : cells[params.dataIndex]),
    },
    visualMap: {
      type: legendType,
      show: showLegend,
      min,
      max,
      calculable: true,
      orient: 'horizontal',
      right: 0,
      top: 0,
      // Superset's 300px colour bar, shortened to fit a narrow slot.
      itemHeight: legendType === 'continuous' ? Math.max(80, Math.min(300, width - 160)) : 14,
      itemWidth: 15,
      formatter: (low: unknown, high?: unknown) =>
        high === undefined ? format(Number(low)) : `${format(Number(low))} - ${format(Number(high))}`,
      inRange: { color: [...getSequentialScheme(readString(fd, 'linear_color_scheme')).colors] },
      // The rank (4th value) colours the cells when normalised, the metric otherwise.
      dimension: normalized ? 3 : 2,
    },
    xAxis: {
      type: 'category',
      data: x.labels,
      splitArea: { show: false },
      axisLabel: { interval: interval(readNumber(fd, 'xscale_interval', -1)), hideOverlap: true },
    },
    yAxis: {
      type: 'category',
      data: y.labels,
      splitArea: { show: false },
      axisLabel: { interval: interval(readNumber(fd, 'yscale_interval', -1)) },
    },
    series: [
      {
        type: 'heatmap',
        name: metricName,
        animation: false,
        // One pass: progressive drawing spreads a 10,000-cell heatmap over many frames.
        progressive: 0,
        data: cells,
        label: {
          show: readBoolean(fd, 'show_values', false),
          formatter: (params) => {
            const value = (params.value as HeatmapCell | undefined)?.[2];
            return typeof value === 'number' ? format(value) : '';
          },
        },
        itemStyle: { borderWidth: 0 },
        emphasis: { itemStyle: { shadowBlur: 10, shadowColor: 'rgba(0, 0, 0, 0.3)' } },
      },
    ],
  };

  const [selected] = filterState?.selectedValues ?? [];
  const shown = typeof selected === 'string' && cells.some(([xi, yi]) => cellFilter(x, y, xi, yi)?.key === selected);
  return {
    width,
    height,
    theme,
    echartOptions,
    cells,
    x,
    y,
    selectedKey: shown ? selected : null,
  };
};
