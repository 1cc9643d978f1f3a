import {
  getNumberFormatter,
  getSequentialScheme,
  getTimeFormatter,
  getXAxisLabel,
  labelOfMetric,
  metricsOf,
  type ChartProps,
} from '@tessera/core';
import type { HeatmapSeriesOption } from 'echarts/charts';
import type { CalendarComponentOption, TooltipComponentOption, VisualMapComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { tooltipHtml } from '../big-number/tooltip';
import { metricNumberFormat, verboseNameOf } from '../datasource-meta';
import { readBoolean, readString } from '../form-data';

export type CalendarOption = ComposeOption<
  HeatmapSeriesOption | CalendarComponentOption | VisualMapComponentOption | TooltipComponentOption
>;

export interface CalendarHeatmapProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  echartOptions: CalendarOption;
}

const PADDING = 12;
const LEGEND_ROOM = 36;
const DAY = 86_400_000;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The calendar heatmap on ECharts' calendar coordinate: one calendar per year and metric, stacked,
 * each week a column and each day a cell coloured by the metric on the linear colour scheme.
 * Cells coarser than a day (weeks, months) colour the day they start on.
 */
export const transformProps = (chartProps: ChartProps): CalendarHeatmapProps => {
  const { formData: fd, queriesData, width, height, theme, datasource } = chartProps;
  const time = getXAxisLabel({ ...fd, x_axis: fd['x_axis'] ?? fd['granularity_sqla'] });
  const metrics = metricsOf(fd['metrics']).map(labelOfMetric);
  const rows = (queriesData[0]?.data ?? []).filter((row) => typeof row[time] === 'number');
  const years = [...new Set(rows.map((row) => new Date(row[time] as number).getUTCFullYear()))].sort();
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'y_axis_format'), metrics, datasource));
  const formatDay = getTimeFormatter(readString(fd, 'x_axis_time_format') || '%Y-%m-%d');
  const showLegend = readBoolean(fd, 'show_legend', true);
  const showNames = readBoolean(fd, 'show_metric_name', true) && metrics.length > 0;
  const values = rows.flatMap((row) => metrics.map((m) => row[m])).filter((v): v is number => typeof v === 'number');
  const blocks = metrics.flatMap((metric) => years.map((year) => ({ metric, year })));
  const top = PADDING + (showLegend ? LEGEND_ROOM : 0);
  const blockHeight = Math.max(40, (height - top - PADDING) / Math.max(blocks.length, 1));
  // 53 week columns across the width, square cells no taller than a seventh of the block.
  const cell = Math.max(4, Math.min((width - 2 * PADDING - 40) / 53, (blockHeight - 24) / 7));
  const nameOf = (metric: string) => verboseNameOf(datasource, metric);

  const echartOptions: CalendarOption = {
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const one = Array.isArray(params) ? params[0] : params;
        const [day, value]: unknown[] = Array.isArray(one?.value) ? one.value : [];
        const metric = blocks[one?.seriesIndex ?? -1]?.metric ?? '';
        const when = typeof day === 'string' ? formatDay(Date.parse(day)) : '';
        return tooltipHtml(when, [[nameOf(metric), typeof value === 'number' ? format(value) : '']]);
      },
    },
    visualMap: {
      type: 'continuous',
      show: showLegend,
      min: values.length > 0 ? Math.min(...values) : 0,
      max: values.length > 0 ? Math.max(...values) : 1,
      calculable: true,
      orient: 'horizontal',
      top: PADDING,
      left: 'center',
      itemHeight: Math.max(80, Math.min(240, width - 160)),
      formatter: (value: unknown) => format(Number(value)),
      inRange: { color: [...getSequentialScheme(readString(fd, 'linear_color_scheme')).colors] },
    },
    calendar: blocks.map(({ metric, year }, i) => ({
      range: String(year),
      top: top + i * blockHeight + 16,
      left: PADDING + 32,
      cellSize: [cell, cell],
      orient: 'horizontal',
      splitLine: { show: true, lineStyle: { width: 1, opacity: 0.5 } },
      itemStyle: { borderWidth: 0.5, opacity: 0.9, color: theme === 'dark' ? '#2B2B2B' : '#EEEEEE' },
      // The metric's name joins the year beside each calendar when show_metric_name is on.
      yearLabel: {
        show: true,
        position: 'left',
        fontSize: 11,
        margin: 24,
        formatter: showNames ? `${nameOf(metric)} ${year}` : String(year),
      },
      monthLabel: { show: cell >= 8, fontSize: 10 },
      dayLabel: { show: cell >= 10, fontSize: 9, firstDay: 0 },
    })),
    series: blocks.map(({ metric, year }, i) => ({
      type: 'heatmap',
      coordinateSystem: 'calendar',
      calendarIndex: i,
      name: nameOf(metric),
      data: rows
        .filter((row) => new Date(row[time] as number).getUTCFullYear() === year)
        .map((row): [string, number | null] => {
          const value = row[metric];
          return [isoDay(Math.floor((row[time] as number) / DAY) * DAY), typeof value === 'number' ? value : null];
        }),
    })),
  };
  return { width, height, theme, echartOptions };
};
