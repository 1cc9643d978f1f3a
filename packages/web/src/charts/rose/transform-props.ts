import {
  columnsOf,
  createColorScale,
  DTTM_ALIAS,
  getNumberFormatter,
  getTimeFormatter,
  labelOfColumn,
  type ChartProps,
} from '@tessera/core';
import { tooltipHtml } from '../big-number/tooltip';
import { legendOf } from '../echarts/legend';
import { readBoolean, readString, readStringMap } from '../form-data';
import { roseGrains, roseSeries, segmentLengths } from './rose-data';
import { timeAxisColumn } from './time-axis';
import type { RoseOption, RoseTransformedProps } from './types';
import { surfaceColor } from '../echarts/surface-colors';

const DIMMED = 0.3;
const LABEL_SPACE = 70;
const LEGEND_HEIGHT = 30;
const LABEL_MARGIN = { side: 64, top: 22 } as const;

export const transformProps = (chartProps: ChartProps): RoseTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState } = chartProps;
  const result = queriesData[0];
  const groupby = columnsOf(fd.groupby).map(labelOfColumn);
  const time = timeAxisColumn(fd);
  const timeColumn = time === undefined ? DTTM_ALIAS : labelOfColumn(time);
  const series = roseSeries(result, timeColumn, groupby.length);
  const grains = roseGrains(result, timeColumn, series);
  const format = getNumberFormatter(readString(fd, 'number_format'));
  const formatTime = getTimeFormatter(readString(fd, 'date_time_format'));
  const byArea = readBoolean(fd, 'rose_area_proportion', false);
  const richTooltip = readBoolean(fd, 'rich_tooltip', true);
  const lengths = grains.map((g) => segmentLengths(g.values, byArea));
  const outermost = Math.max(0, ...lengths.map((l) => l.reduce((sum, v) => sum + v, 0)));
  const color = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: readStringMap(fd, 'label_colors'),
  });
  const colors = series.map((s) => color(s.name));
  const times = grains.map((g) => formatTime(g.time));
  const hasLegend = readBoolean(fd, 'show_legend', true);
  // Room for the month labels around the rose and for the legend above it.
  const top = hasLegend ? LEGEND_HEIGHT : 0;
  const outerRadius = Math.max(Math.min(width / 2 - LABEL_MARGIN.side, (height - top) / 2 - LABEL_MARGIN.top), 10);
  // Every grain is a wedge, but only as many labels as fit around the rose (about 70 px each).
  const fitting = Math.max(4, Math.floor((2 * Math.PI * outerRadius) / LABEL_SPACE));
  const labelInterval = Math.max(0, Math.ceil(times.length / fitting) - 1);

  const tooltipFor = (grainIndex: number, seriesIndex: number): string => {
    const grain = grains[grainIndex];
    if (grain === undefined) return '';
    const shown = richTooltip ? series.map((_, i) => i) : [seriesIndex];
    return tooltipHtml(
      times[grainIndex] ?? '',
      shown.map((i) => [series[i]?.name ?? '', format(grain.values[i] ?? 0)]),
    );
  };

  const optionFor = (selected: string | null): RoseOption => ({
    tooltip: {
      trigger: 'item',
      formatter: (params) => (Array.isArray(params) ? '' : tooltipFor(params.dataIndex, params.seriesIndex ?? 0)),
    },
    legend: legendOf(
      fd,
      series.map((s) => s.name),
    ),
    polar: { center: [width / 2, top + (height - top) / 2], radius: [0, outerRadius] },
    // Wedges of equal angle clockwise from twelve o'clock, one per time grain.
    angleAxis: {
      type: 'category',
      data: times,
      startAngle: 90,
      clockwise: true,
      axisTick: { show: false },
      axisLabel: { interval: labelInterval },
    },
    // The radius is drawn, not read: segment lengths are areas when rose_area_proportion is on.
    radiusAxis: {
      type: 'value',
      min: 0,
      max: outermost || 1,
      axisLabel: { show: false },
      axisLine: { show: false },
      axisTick: { show: false },
      splitLine: { show: false },
    },
    series: series.map((s, i) => ({
      type: 'bar',
      name: s.name,
      coordinateSystem: 'polar',
      stack: 'rose',
      animation: false,
      barCategoryGap: 0,
      itemStyle: {
        color: colors[i],
        borderColor: surfaceColor(theme),
        borderWidth: 0.5,
        opacity: selected === null || selected === s.name ? 1 : DIMMED,
      },
      emphasis: { focus: 'series' },
      data: lengths.map((l) => l[i] ?? 0),
    })),
  });

  const [selectedValue] = filterState?.selectedValues ?? [];
  const selectedName =
    typeof selectedValue === 'string' && series.some((s) => s.name === selectedValue) ? selectedValue : null;
  return { width, height, theme, groupby, series, optionFor, selectedName };
};
