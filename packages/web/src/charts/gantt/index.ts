import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { GanttChart } from './gantt-chart';
import { ganttMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { GanttTransformedProps } from './types';

export const gantt: ChartPlugin<GanttTransformedProps> = {
  metadata: ganttMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: GanttChart,
};
