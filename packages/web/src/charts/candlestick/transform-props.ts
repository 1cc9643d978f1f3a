import {
  getNumberFormatter,
  getTimeFormatter,
  getXAxisLabel,
  labelOfMetric,
  metricsOf,
  readRgba,
  toRgbaString,
  type ChartProps,
  type FormData,
} from '@tessera/core';
import { t } from '../../i18n';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat } from '../datasource-meta';
import { readAxisTitles, xAxisName, yAxisName } from '../echarts/axis-titles';
import { readBoolean, readBounds, readString } from '../form-data';
import type { Candle, CandlestickOption, CandlestickTransformedProps } from './types';

const PADDING = 16;
const ZOOM_HEIGHT = 44;
/** Superset's waterfall colours for a rise and a fall. */
const INCREASE = { r: 90, g: 193, b: 137, a: 1 };
const DECREASE = { r: 224, g: 67, b: 85, a: 1 };
const formatChange = getNumberFormatter('+.2%');

const labelOf = (fd: FormData, key: string): string => {
  const [metric] = metricsOf([fd[key]]);
  return metric === undefined ? '' : labelOfMetric(metric);
};

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export const transformProps = (chartProps: ChartProps): CandlestickTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, datasource } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const x = getXAxisLabel(fd);
  const [open, high, low, close] = [labelOf(fd, 'open'), labelOf(fd, 'high'), labelOf(fd, 'low'), labelOf(fd, 'close')];
  const formatTime = getTimeFormatter(readString(fd, 'x_axis_time_format'));
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'y_axis_format'), [close], datasource));

  // A period missing one of its four values draws no candle.
  const candles: Candle[] = rows.flatMap((row) => {
    const values = [row[open], row[high], row[low], row[close]].map(finite);
    const time = finite(row[x]);
    if (time === null || values.some((v) => v === null)) return [];
    const [o, h, l, c] = values as number[];
    return [{ time, label: formatTime(time), open: o ?? 0, high: h ?? 0, low: l ?? 0, close: c ?? 0 }];
  });

  const tooltip = (candle: Candle | undefined): string =>
    candle === undefined
      ? ''
      : tooltipHtml(candle.label, [
          [t('Opening'), format(candle.open)],
          [t('High'), format(candle.high)],
          [t('Low'), format(candle.low)],
          [t('Closing'), format(candle.close)],
          [t('Change'), candle.open === 0 ? '' : formatChange((candle.close - candle.open) / candle.open)],
        ]);

  const titles = readAxisTitles(fd);
  const zoomable = readBoolean(fd, 'zoomable', false);
  const [yMin, yMax] = readBounds(fd, 'y_axis_bounds');
  const rise = toRgbaString(readRgba(fd['increase_color'], INCREASE));
  const fall = toRgbaString(readRgba(fd['decrease_color'], DECREASE));
  const echartOptions: CandlestickOption = {
    grid: {
      top: PADDING + (titles.yOnTop && titles.y ? 16 : 0),
      right: PADDING,
      bottom: PADDING + (zoomable ? ZOOM_HEIGHT : 0),
      left: PADDING,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'cross' },
      formatter: (params) => tooltip(candles[(Array.isArray(params) ? params[0] : params)?.dataIndex ?? -1]),
    },
    xAxis: {
      type: 'category',
      data: candles.map((c) => c.label),
      boundaryGap: true,
      axisLabel: { hideOverlap: true },
      ...xAxisName(titles, false),
    },
    yAxis: {
      type: 'value',
      scale: readBoolean(fd, 'truncateYAxis', true),
      min: yMin ?? undefined,
      max: yMax ?? undefined,
      axisLabel: { formatter: (value: number) => format(value) },
      ...yAxisName(titles),
    },
    dataZoom: zoomable
      ? [
          { type: 'slider', start: 0, end: 100, bottom: PADDING, height: 24 },
          { type: 'inside', start: 0, end: 100 },
        ]
      : [],
    series: [
      {
        type: 'candlestick',
        animation: false,
        // ECharts reads a candle as [open, close, lowest, highest].
        data: candles.map((c) => [c.open, c.close, c.low, c.high]),
        itemStyle: { color: rise, color0: fall, borderColor: rise, borderColor0: fall },
      },
    ],
  };
  return { width, height, theme, echartOptions };
};
