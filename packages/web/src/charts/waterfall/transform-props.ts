import {
  columnsOf,
  getNumberFormatter,
  getTimeFormatter,
  getXAxisLabel,
  labelOfColumn,
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
import { readBoolean, readString } from '../form-data';
import { waterfallSteps, type WaterfallRow } from './steps';
import type { WaterfallOption, WaterfallStep, WaterfallTransformedProps } from './types';

const PADDING = 16;
const LEGEND_HEIGHT = 32;
/** Superset's waterfall defaults: green rises, red falls, grey totals. */
export const INCREASE_COLOR = { r: 90, g: 193, b: 137, a: 1 };
export const DECREASE_COLOR = { r: 224, g: 67, b: 85, a: 1 };
export const TOTAL_COLOR = { r: 102, g: 102, b: 102, a: 1 };

const rotationOf = (fd: FormData): number => {
  const layout = fd['x_ticks_layout'];
  if (layout === '45°') return 45;
  if (layout === '90°') return 90;
  return 0;
};

const textOf = (value: unknown): string => (value === null || value === undefined ? '<NULL>' : String(value));

export const transformProps = (chartProps: ChartProps): WaterfallTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, datasource } = chartProps;
  const [metric] = metricsOf([fd['metric']]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const [breakdown] = columnsOf(fd['groupby']).map(labelOfColumn);
  const x = getXAxisLabel(fd);
  const formatTime = getTimeFormatter(readString(fd, 'x_axis_time_format'));
  const periodOf = (value: unknown): string => (typeof value === 'number' ? formatTime(value) : textOf(value));
  const rows: WaterfallRow[] = (queriesData[0]?.data ?? []).flatMap((row) => {
    const value = row[metricLabel];
    if (typeof value !== 'number' || !Number.isFinite(value)) return [];
    return [{ period: periodOf(row[x]), breakdown: breakdown === undefined ? null : textOf(row[breakdown]), value }];
  });
  const labels = {
    increase: readString(fd, 'increase_label') || t('Increase'),
    decrease: readString(fd, 'decrease_label') || t('Decrease'),
    total: readString(fd, 'total_label') || t('Total'),
  };
  const steps = waterfallSteps(rows, breakdown !== undefined, labels.total);
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'y_axis_format'), [metricLabel], datasource));
  const colors = {
    increase: toRgbaString(readRgba(fd['increase_color'], INCREASE_COLOR)),
    decrease: toRgbaString(readRgba(fd['decrease_color'], DECREASE_COLOR)),
    total: toRgbaString(readRgba(fd['total_color'], TOTAL_COLOR)),
  };
  const showValue = readBoolean(fd, 'show_value', false);
  const showLegend = readBoolean(fd, 'show_legend', true);
  // The waterfall names its axis titles x_axis_label and y_axis_label (Superset's waterfall controls).
  const titles = { ...readAxisTitles(fd), x: readString(fd, 'x_axis_label'), y: readString(fd, 'y_axis_label') };
  const rotation = rotationOf(fd);

  // Each bar floats on an invisible one (Superset's 'Assist' series) that lifts it to where the change starts.
  const dataFor = (kind: WaterfallStep['kind']) => steps.map((s) => (s.kind === kind ? Math.abs(s.to - s.from) : null));
  const bar = (kind: WaterfallStep['kind']) => ({
    type: 'bar' as const,
    name: labels[kind],
    stack: 'waterfall',
    data: dataFor(kind),
    itemStyle: { color: colors[kind] },
    // Many narrow bars: labels that would overlap their neighbours hide.
    labelLayout: { hideOverlap: true },
    label: {
      show: showValue,
      position: 'top' as const,
      formatter: ({ dataIndex }: { dataIndex: number }) => {
        const s = steps[dataIndex];
        return s === undefined ? '' : format(s.value);
      },
    },
  });
  const tooltip = (s: WaterfallStep | undefined): string =>
    s === undefined ? '' : tooltipHtml(s.name, [[s.kind === 'total' ? labels.total : metricLabel, format(s.value)]]);

  const echartOptions: WaterfallOption = {
    grid: {
      top: PADDING + (showLegend ? LEGEND_HEIGHT : 0) + (titles.yOnTop && titles.y ? 16 : 0),
      right: PADDING,
      bottom: PADDING,
      left: PADDING,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    legend: { show: showLegend, top: 4, data: [labels.increase, labels.decrease, labels.total] },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => tooltip(steps[(Array.isArray(params) ? params[0] : params)?.dataIndex ?? -1]),
    },
    xAxis: {
      type: 'category',
      data: steps.map((s) => s.name),
      axisLabel: { rotate: rotation, hideOverlap: true },
      ...xAxisName(titles, rotation !== 0),
    },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => format(value) }, ...yAxisName(titles) },
    series: [
      {
        type: 'bar',
        name: 'Assist',
        stack: 'waterfall',
        silent: true,
        itemStyle: { color: 'transparent' },
        emphasis: { disabled: true },
        tooltip: { show: false },
        data: steps.map((s) => Math.min(s.from, s.to)),
      },
      bar('increase'),
      bar('decrease'),
      bar('total'),
    ],
  };
  return { width, height, theme, steps, echartOptions };
};
