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
import { domainOf, domainRangeOf, layoutCalendars } from './layout';

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
// The colour bar and the numbers under it.
const LEGEND_ROOM = 52;
const DAY = 86_400_000;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * The calendar heatmap on ECharts' calendar coordinate: one calendar per domain (month or year)
 * and metric, laid out in a grid, each week a column and each day a cell coloured by the metric
 * on the linear colour scheme. Cells coarser than a day (weeks, months) colour the day they start on.
 */
export const transformProps = (chartProps: ChartProps): CalendarHeatmapProps => {
  const { formData: fd, queriesData, width, height, theme, datasource } = chartProps;
  const time = getXAxisLabel({ ...fd, x_axis: fd['x_axis'] ?? fd['granularity_sqla'] });
  const metrics = metricsOf(fd['metrics']).map(labelOfMetric);
  const rows = (queriesData[0]?.data ?? []).filter((row) => typeof row[time] === 'number');
  const domain = domainOf(fd['domain_granularity']);
  const rangeOf = (row: Record<string, unknown>) => domainRangeOf(row[time] as number, domain);
  const ranges = [...new Set(rows.map(rangeOf))].sort();
  const format = getNumberFormatter(metricNumberFormat(readString(fd, 'y_axis_format'), metrics, datasource));
  const formatDay = getTimeFormatter(readString(fd, 'x_axis_time_format') || '%Y-%m-%d');
  const showLegend = readBoolean(fd, 'show_legend', true);
  const showNames = readBoolean(fd, 'show_metric_name', true) && metrics.length > 0;
  const values = rows.flatMap((row) => metrics.map((m) => row[m])).filter((v): v is number => typeof v === 'number');
  const blocks = metrics.flatMap((metric) => ranges.map((range) => ({ metric, range })));
  const top = PADDING + (showLegend ? LEGEND_ROOM : 0);
  // Day names take the left edge of each grid row.
  const left = PADDING + 24;
  const grid = layoutCalendars(blocks.length, domain, {
    left,
    top,
    width: width - left - PADDING,
    height: height - top - PADDING,
  });
  const { cell } = grid;
  const nameOf = (metric: string) => verboseNameOf(datasource, metric);
  // Several metrics: each calendar says whose it is.
  const titleOf = (metric: string, label: string) =>
    showNames && metrics.length > 1 ? `${nameOf(metric)} ${label}` : label;

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
    calendar: blocks.map(({ metric, range }, i) => ({
      range,
      left: grid.boxes[i]?.left ?? left,
      top: grid.boxes[i]?.top ?? top,
      cellSize: [cell, cell],
      orient: 'horizontal',
      splitLine: { show: domain === 'year', lineStyle: { width: 1, opacity: 0.5 } },
      itemStyle: { borderWidth: 0.5, opacity: 0.9, color: theme === 'dark' ? '#2B2B2B' : '#EEEEEE' },
      // A month calendar is titled by its month; a year calendar names its months and its year.
      yearLabel: {
        show: domain === 'year',
        position: 'left',
        fontSize: 11,
        margin: 8,
        formatter: titleOf(metric, range),
      },
      monthLabel: {
        show: domain === 'month' || cell >= 8,
        fontSize: 10,
        margin: 4,
        // A month calendar names its month, and its year where a year starts or the grid does.
        formatter: (param: { nameMap: string; yyyy: string; M: number }) =>
          domain === 'month'
            ? titleOf(metric, i === 0 || param.M === 1 ? `${param.nameMap} ${param.yyyy}` : param.nameMap)
            : param.nameMap,
      },
      // Day initials beside the first calendar of each grid row (a year's left edge holds its year).
      dayLabel: { show: domain === 'month' && i % grid.columns === 0 && cell >= 9, fontSize: 9, firstDay: 0 },
    })),
    series: blocks.map(({ metric, range }, i) => ({
      type: 'heatmap',
      coordinateSystem: 'calendar',
      calendarIndex: i,
      name: nameOf(metric),
      data: rows
        .filter((row) => rangeOf(row) === range)
        .map((row): [string, number | null] => {
          const value = row[metric];
          return [isoDay(Math.floor((row[time] as number) / DAY) * DAY), typeof value === 'number' ? value : null];
        }),
    })),
  };
  return { width, height, theme, echartOptions };
};
