import { HeatmapChart } from 'echarts/charts';
import { CalendarComponent, VisualMapComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import type { ReactNode } from 'react';
import { EChartsView } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { CalendarHeatmapProps } from './transform-props';

registerEChartsParts([HeatmapChart, CalendarComponent, VisualMapComponent]);

export type CalendarHeatmapChartProps = CalendarHeatmapProps & ChartHooks;

/** Day cells on calendars; Superset's calendar has no categories to cross-filter on. */
export function CalendarHeatmapChart({ width, height, theme, echartOptions }: CalendarHeatmapChartProps): ReactNode {
  return <EChartsView option={echartOptions} width={width} height={height} theme={theme} />;
}
