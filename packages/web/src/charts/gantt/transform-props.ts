import {
  columnsOf,
  createColorScale,
  getNumberFormatter,
  getTimeFormatter,
  labelOfColumn,
  labelOfMetric,
  metricsOf,
  type ChartProps,
  type FormData,
} from '@tessera/core';
import type { CustomSeriesRenderItem } from 'echarts';
import { tooltipHtml } from '../big-number/tooltip';
import { NULL_NAME } from '../echarts/category-names';
import { legendOf, legendPadding } from '../echarts/legend';
import { readBoolean, readString, readStringMap } from '../form-data';
import type { GanttEvent, GanttOption, GanttTransformedProps } from './types';

const PADDING = 16;
const DIMMED = 0.3;
/** A bar fills this share of its lane's height (Superset's ELEMENT_HEIGHT_SCALE). */
const BAR_SHARE = 0.85;
/** Instants (start = end) still show as a thin bar instead of vanishing. */
const MIN_BAR_PX = 2;

const labelOf = (value: unknown): string | null => {
  const [column] = columnsOf(value ? [value] : []);
  return column === undefined ? null : labelOfColumn(column);
};
const textOf = (value: unknown): string => (value === null || value === undefined ? NULL_NAME : String(value));
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/** Each event as a rectangle across its lane, kept inside the plot area. */
const renderItem: CustomSeriesRenderItem = (params, api) => {
  const lane = Number(api.value(2));
  const [x0 = 0, y] = api.coord([api.value(0), lane]);
  const [x1 = 0] = api.coord([api.value(1), lane]);
  const size = api.size?.([0, 1]);
  const height = (Array.isArray(size) ? (size[1] ?? 0) : 0) * BAR_SHARE;
  // A cartesian custom series' coordSys carries the plot rectangle.
  const box = params.coordSys as typeof params.coordSys & { x: number; width: number };
  const left = Math.max(box.x, Math.min(x0, x1));
  const right = Math.min(box.x + box.width, Math.max(x1, x0 + MIN_BAR_PX));
  if (right <= left || height <= 0 || y === undefined) return null;
  return { type: 'rect', shape: { x: left, y: y - height / 2, width: right - left, height }, style: api.style() };
};

const laneNames = (fd: FormData, rows: Record<string, unknown>[], y: string, series: string | null): string[] => {
  const split = series !== null && readBoolean(fd, 'subcategories', false);
  const names = rows.map((row) => (split ? `${textOf(row[y])} / ${textOf(row[series])}` : textOf(row[y])));
  return [...new Set(names)];
};

/** Superset's Gantt: one coloured bar per row from start to end, in lanes by the y-axis value. */
export const transformProps = (chartProps: ChartProps): GanttTransformedProps => {
  const { formData: fd, queriesData, width, height, theme, filterState } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const [start, end, y] = [labelOf(fd['start_time']), labelOf(fd['end_time']), labelOf(fd['y_axis'])];
  const series = labelOf(fd['series']);
  const formatAxisTime = getTimeFormatter(readString(fd, 'x_axis_time_format'));
  const formatTipTime = getTimeFormatter(readString(fd, 'tooltipTimeFormat'));
  const formatValue = getNumberFormatter(readString(fd, 'tooltipValuesFormat'));
  const tipLabels = [
    ...metricsOf(asList(fd['tooltip_metrics'])).map(labelOfMetric),
    ...columnsOf(asList(fd['tooltip_columns'])).map(labelOfColumn),
  ];
  const lanes = start && end && y ? laneNames(fd, rows, y, series) : [];
  const split = series !== null && readBoolean(fd, 'subcategories', false);
  const events: GanttEvent[] = rows.flatMap((row) => {
    const [from, to] = [row[start ?? ''], row[end ?? '']];
    if (y === null || typeof from !== 'number' || typeof to !== 'number') return [];
    const category = textOf(row[y]);
    const seriesValue = series === null ? null : textOf(row[series]);
    const lane = lanes.indexOf(split ? `${category} / ${seriesValue ?? ''}` : category);
    const tooltip = tipLabels.map((label): [string, string] => {
      const value = row[label];
      return [label, typeof value === 'number' ? formatValue(value) : textOf(value)];
    });
    return [{ start: from, end: to, lane, category, series: seriesValue, tooltip }];
  });
  const groups = [...new Set(events.map((e) => e.series ?? e.category))].sort((a, b) => a.localeCompare(b));
  const eventsBySeries = groups.map((name) => events.filter((e) => (e.series ?? e.category) === name));
  const colorScale = createColorScale({
    scheme: readString(fd, 'color_scheme'),
    theme,
    labelColors: { ...readStringMap(fd, 'shared_label_colors'), ...readStringMap(fd, 'label_colors') },
  });
  const zoomable = readBoolean(fd, 'zoomable', false);
  const padding = legendPadding(fd);
  const tooltipOf = (e: GanttEvent | undefined) =>
    e === undefined
      ? ''
      : tooltipHtml(e.series ?? e.category, [
          [start ?? '', formatTipTime(e.start)],
          [end ?? '', formatTipTime(e.end)],
          ...e.tooltip,
        ]);

  const optionFor = (selected: string | null): GanttOption => ({
    grid: {
      top: PADDING + padding.top,
      bottom: PADDING + padding.bottom + (zoomable ? 44 : 0),
      left: PADDING + padding.left,
      right: PADDING + padding.right,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    legend: series === null ? { show: false } : legendOf(fd, groups),
    tooltip: {
      trigger: 'item',
      formatter: (params) => {
        const one = Array.isArray(params) ? params[0] : params;
        return tooltipOf(eventsBySeries[one?.seriesIndex ?? -1]?.[one?.dataIndex ?? -1]);
      },
    },
    dataZoom: zoomable ? [{ type: 'slider', filterMode: 'none', bottom: PADDING }] : [],
    xAxis: { type: 'time', axisLabel: { formatter: (v: number) => formatAxisTime(v), hideOverlap: true } },
    yAxis: { type: 'category', data: lanes, inverse: true, splitLine: { show: true, lineStyle: { type: 'dashed' } } },
    series: eventsBySeries.map((list, i) => ({
      type: 'custom',
      name: groups[i],
      renderItem,
      encode: { x: [0, 1], y: 2 },
      itemStyle: {
        color: colorScale(groups[i] ?? ''),
        opacity: selected === null || selected === groups[i] ? 1 : DIMMED,
      },
      data: list.map((e) => [e.start, e.end, e.lane]),
    })),
  });
  const selectedValue = filterState?.selectedValues?.[0];
  return {
    width,
    height,
    theme,
    filterColumn: series ?? y,
    eventsBySeries,
    optionFor,
    selectedName: selectedValue === undefined || selectedValue === null ? null : String(selectedValue),
  };
};
