import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { CalendarHeatmapChart } from './calendar-heatmap-chart';
import { controlPanel } from './control-panel';
import { calendarHeatmapMetadata } from './metadata';
import { transformProps, type CalendarHeatmapProps } from './transform-props';

export const calendarHeatmap: ChartPlugin<CalendarHeatmapProps> = {
  metadata: calendarHeatmapMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: CalendarHeatmapChart,
};
