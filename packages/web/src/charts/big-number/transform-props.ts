import {
  DEFAULT_RGBA,
  getNumberFormatter,
  getTimeFormatterForPoint,
  getXAxisLabel,
  labelOfMetric,
  metricsOf,
  readRgba,
  toRgbaString,
  type ChartProps,
  type FormData,
} from '@tessera/core';
import { t } from '../../i18n';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { readBoolean, readNumber, readString } from '../form-data';
import { withXAxis } from './build-query';
import { escapeHtml } from './tooltip';
import type { BigNumberTransformedProps, ChangeDirection, TrendlineOption, TrendlinePoint } from './types';

const formatPercentChange = getNumberFormatter('+.1%');

/** The colour picker's default, rgba(0,122,135,1). */
export const DEFAULT_COLOR = DEFAULT_RGBA;

const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** `color_picker` is `{r, g, b, a}`; missing channels take the default colour's. */
const mainColorOf = (fd: FormData): string => toRgbaString(readRgba(fd.color_picker, DEFAULT_COLOR));

export const metricLabelOf = (fd: FormData): string => {
  const [metric] = metricsOf([fd.metric]);
  return metric === undefined ? 'value' : labelOfMetric(metric);
};

const trendlineOption = (
  points: TrendlinePoint[],
  color: string,
  fd: FormData,
  label: string,
  formatValue: (v: number) => string,
  formatTime: (v: number) => string,
): TrendlineOption => ({
  grid: { left: 0, right: 0, top: 0, bottom: 0 },
  xAxis: { type: 'time', show: false },
  yAxis: { type: 'value', show: false, scale: !readBoolean(fd, 'start_y_axis_at_zero', true) },
  tooltip: {
    trigger: 'axis',
    formatter: (params) => {
      const first = Array.isArray(params) ? params[0] : params;
      const point: unknown[] = Array.isArray(first?.data) ? first.data : [];
      const [time, value] = point;
      const shown = typeof value === 'number' ? formatValue(value) : t('N/A');
      const when = typeof time === 'number' ? formatTime(time) : '';
      return `${escapeHtml(when)}<br/>${escapeHtml(label)}: <b>${escapeHtml(shown)}</b>`;
    },
  },
  series: [
    {
      type: 'line',
      data: points,
      smooth: true,
      symbol: 'circle',
      symbolSize: 10,
      showSymbol: false,
      color,
      areaStyle: {
        color: {
          type: 'linear',
          x: 0,
          y: 0,
          x2: 0,
          y2: 1,
          colorStops: [
            { offset: 0, color },
            { offset: 1, color: 'rgba(255, 255, 255, 0)' },
          ],
        },
      },
    },
  ],
});

/** Both big numbers: the total (one row), or the latest non-null point of the trendline. */
export const transformProps = (chartProps: ChartProps): BigNumberTransformedProps => {
  const { formData, queriesData, width, height, theme, datasource } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const metric = metricLabelOf(formData);
  const format = getNumberFormatter(metricNumberFormat(readString(formData, 'y_axis_format'), [metric], datasource));
  const withTrendline = formData.viz_type === 'big_number';
  let bigNumber: number | null = null;
  let subheader = readString(formData, 'subheader');
  let percentChange: number | null = null;
  let timestamp: number | null = null;
  let points: TrendlinePoint[] = [];

  if (!withTrendline) {
    bigNumber = toNumber(data[0]?.[metric]);
  } else {
    const fd = withXAxis(formData);
    const xLabel = getXAxisLabel(fd);
    points = data
      .map((row): [number | null, number | null] => [toNumber(row[xLabel]), toNumber(row[metric])])
      .filter((p): p is TrendlinePoint => p[0] !== null)
      .sort((a, b) => a[0] - b[0]);
    let latest = points.length - 1;
    while (latest >= 0 && points[latest]?.[1] === null) latest -= 1;
    const latestPoint = points[latest];
    if (latestPoint) [timestamp, bigNumber] = latestPoint;
    const lag = Math.trunc(readNumber(formData, 'compare_lag', 0));
    const from = lag > 0 ? points[latest - lag]?.[1] : null;
    if (bigNumber !== null && from !== null && from !== undefined) {
      // Superset reports no change against a zero base rather than an infinite one.
      percentChange = from === 0 ? 0 : (bigNumber - from) / Math.abs(from);
      subheader = `${formatPercentChange(percentChange)} ${readString(formData, 'compare_suffix')}`.trim();
    }
  }

  const changeDirection: ChangeDirection =
    percentChange === null || percentChange === 0 ? 'none' : percentChange > 0 ? 'positive' : 'negative';
  const showTrendline = withTrendline && readBoolean(formData, 'show_trend_line', true) && points.length > 0;
  const formatTime = getTimeFormatterForPoint(
    readString(formData, 'time_format'),
    readString(formData, 'time_grain_sqla'),
  );
  const mainColor = mainColorOf(formData);
  return {
    width,
    height,
    theme,
    bigNumber,
    formattedNumber: bigNumber === null ? '' : format(bigNumber),
    subheader,
    changeDirection,
    percentChange,
    formattedTimestamp:
      timestamp !== null && readBoolean(formData, 'show_timestamp', false) ? formatTime(timestamp) : null,
    headerFontSize: readNumber(formData, 'header_font_size', 0.4),
    subheaderFontSize: readNumber(formData, 'subheader_font_size', 0.15),
    mainColor,
    trendline: showTrendline ? points : null,
    echartOptions: showTrendline
      ? trendlineOption(points, mainColor, formData, verboseNameOf(datasource, metric), format, formatTime)
      : null,
  };
};
