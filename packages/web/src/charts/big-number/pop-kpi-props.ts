import {
  comparisonOffsetOf,
  DEFAULT_NUMBER_FORMAT,
  getNumberFormatter,
  type ChartProps,
  type FormData,
} from '@tessera/core';
import { t } from '../../i18n';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { readBoolean, readNumber, readString } from '../form-data';
import { metricLabelOf } from './transform-props';

/** One comparison box: Superset's '#' (previous value), '△' (difference) and '%' (change). */
export interface Comparison {
  symbol: '#' | '△' | '%';
  label: string;
  value: string;
  /** A colour when comparison colours are on and the box shows a change. */
  color: string | null;
}

export interface PopKpiTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  metricName: string | null;
  bigNumber: string;
  comparisons: Comparison[];
  headerFontSize: number;
  subheaderFontSize: number;
}

const GREEN = '#5AC189';
const RED = '#E04355';

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** column_config hides a box with `{ '#': { visible: false } }`. */
const visible = (fd: FormData, symbol: string): boolean => {
  const config = fd['column_config'];
  if (typeof config !== 'object' || config === null || !(symbol in config)) return true;
  const entry: unknown = (config as Record<string, unknown>)[symbol];
  return !(typeof entry === 'object' && entry !== null && 'visible' in entry && entry.visible === false);
};

/**
 * Superset's period-over-period big number: the metric now, then the value of the comparison
 * period, the difference and the percentage change; with comparison colours, a rise is green
 * and a fall red ('Green' scheme) or the other way round ('Red').
 */
export const transformPopKpiProps = (chartProps: ChartProps): PopKpiTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, datasource } = chartProps;
  const metric = metricLabelOf(fd);
  const row = queriesData[0]?.data[0] ?? {};
  const current = finite(row[metric]);
  const previous = finite(row[`${metric}__${comparisonOffsetOf(fd)}`]);
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'y_axis_format'), [metric], datasource));
  // The change is a share: the number formats' smart default would print -0.16, so it reads as a percentage.
  const percentFormat = readString(fd, 'percentDifferenceFormat');
  const formatPercent = getNumberFormatter(
    percentFormat === '' || percentFormat === DEFAULT_NUMBER_FORMAT ? '.2%' : percentFormat,
  );
  const difference = current !== null && previous !== null ? current - previous : null;
  const percent =
    difference === null || previous === null ? null : previous === 0 ? 0 : difference / Math.abs(previous);
  const colored = readBoolean(fd, 'comparison_color_enabled', false);
  const greenUp = readString(fd, 'comparison_color_scheme', 'Green') !== 'Red';
  const colorOf = (change: number | null): string | null => {
    if (!colored || change === null || change === 0) return null;
    return change > 0 === greenUp ? GREEN : RED;
  };
  const shown = (value: number | null, formatter: (v: number) => string) =>
    value === null ? t('N/A') : formatter(value);
  const comparisons: Comparison[] = [
    { symbol: '#' as const, label: t('Previous value'), value: shown(previous, format), color: null },
    { symbol: '△' as const, label: t('Difference'), value: shown(difference, format), color: colorOf(difference) },
    { symbol: '%' as const, label: t('Percent change'), value: shown(percent, formatPercent), color: colorOf(percent) },
  ].filter((c) => visible(fd, c.symbol));
  return {
    width,
    height,
    theme,
    metricName: readBoolean(fd, 'show_metric_name', false) ? verboseNameOf(datasource, metric) : null,
    bigNumber: current === null ? t('No data') : format(current),
    comparisons,
    headerFontSize: readNumber(fd, 'header_font_size', 0.2),
    subheaderFontSize: readNumber(fd, 'subheader_font_size', 0.125),
  };
};
