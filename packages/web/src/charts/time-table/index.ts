import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { timeTableMetadata } from './metadata';
import { TimeTableChart } from './time-table-chart';
import { transformProps } from './transform-props';
import type { TimeTableTransformedProps } from './types';

export const timeTable: ChartPlugin<TimeTableTransformedProps> = {
  metadata: timeTableMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: TimeTableChart,
};
