import { getNumberFormatter, labelOfMetric, metricsOf, type ChartProps } from '@tessera/core';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { metricValue } from '../echarts/category-names';
import { readNumberList, readString, readTextList } from '../form-data';
import type { BulletOption, BulletTransformedProps } from './types';

/** d3-bullet's range shades, the largest (lightest) band first; the theme's greys in dark mode. */
const BAND_SHADES = {
  light: ['#EEEEEE', '#DDDDDD', '#CCCCCC', '#BBBBBB'],
  dark: ['#2C2E33', '#373A40', '#424650', '#4D525C'],
} as const;
const MEASURE_COLOR = '#20A7C9';
const MARKER_COLOR = { light: '#323232', dark: '#E0E0E0' } as const;
// The bullet is a band across the middle of the slot, with its axis under it.
const MAX_BAND = 70;
const AXIS_ROOM = 24;

export const transformProps = (chartProps: ChartProps): BulletTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, datasource } = chartProps;
  const [metric] = metricsOf([fd.metric]);
  const metricLabel = metric === undefined ? '' : labelOfMetric(metric);
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'y_axis_format'), [metricLabel], datasource));
  const measures = (queriesData[0]?.data ?? []).map((row) => metricValue(row[metricLabel]));
  const measure = measures[0] ?? 0;
  // Superset's BulletViz: without ranges, one band up to 110 % of the largest measure.
  const ranges = readNumberList(fd, 'ranges');
  const bands = ranges.length > 0 ? ranges : [0, Math.max(...measures, 0) * 1.1];
  const rangeLabels = readTextList(fd, 'range_labels');
  const markers = readNumberList(fd, 'markers');
  const markerLabels = readTextList(fd, 'marker_labels');
  const lines = readNumberList(fd, 'marker_lines');
  const lineLabels = readTextList(fd, 'marker_line_labels');
  const all = [...bands, ...measures, ...markers, ...lines];
  const name = verboseNameOf(datasource, metricLabel);
  const band = Math.max(Math.min(height - 2 * AXIS_ROOM, MAX_BAND), 12);
  const top = Math.max((height - band - AXIS_ROOM) / 2, 0);
  // Nested bands, the largest painted first so the smaller ones sit on top of it.
  const ordered = bands
    .map((value, i) => ({ value, label: rangeLabels[i] ?? '' }))
    .filter((b) => b.value !== 0)
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  const shades = BAND_SHADES[theme];

  const echartOptions: BulletOption = {
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        if (Array.isArray(params)) return '';
        const i = params.dataIndex;
        // What was hovered: a range band, a marker line, a marker, or the measure.
        const [label, value] =
          params.componentType === 'markArea'
            ? [ordered[i]?.label, ordered[i]?.value]
            : params.componentType === 'markLine'
              ? [lineLabels[i], lines[i]]
              : params.seriesIndex === 1
                ? [markerLabels[i], markers[i]]
                : [name, measure];
        return tooltipHtml(label || name, [[name, format(value ?? 0)]]);
      },
    },
    grid: { left: Math.min(140, width * 0.25), right: 24, top, height: band },
    xAxis: {
      type: 'value',
      min: Math.min(0, ...all),
      max: Math.max(...all),
      axisLabel: { formatter: (value: number) => format(value) },
      splitLine: { show: false },
    },
    yAxis: { type: 'category', data: [name], axisTick: { show: false }, axisLine: { show: false } },
    series: [
      {
        type: 'bar',
        name,
        animation: false,
        data: [measure],
        barWidth: '33%',
        itemStyle: { color: MEASURE_COLOR },
        z: 3,
        // Range labels show in the tooltip: bands all start at 0, so a label on each would pile up.
        markArea: {
          silent: false,
          label: { show: false },
          data: ordered.map((b, i) => [
            { name: b.label, xAxis: 0, itemStyle: { color: shades[Math.min(i, shades.length - 1)] } },
            { xAxis: b.value },
          ]),
        },
        markLine: {
          symbol: 'none',
          animation: false,
          lineStyle: { color: MARKER_COLOR[theme], width: 2, type: 'solid' },
          label: { formatter: (p) => p.name ?? '' },
          data: lines.map((value, i) => ({ name: lineLabels[i] ?? '', xAxis: value })),
        },
      },
      {
        type: 'scatter',
        name: markerLabels.join(', '),
        animation: false,
        symbol: 'triangle',
        symbolSize: 12,
        symbolRotate: 180,
        itemStyle: { color: MARKER_COLOR[theme] },
        z: 4,
        data: markers.map((value) => [value, name]),
      },
    ],
  };
  return { width, height, theme, echartOptions };
};
