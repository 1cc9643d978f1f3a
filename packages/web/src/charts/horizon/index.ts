import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { HorizonChart } from './horizon-chart';
import { horizonMetadata } from './metadata';
import { transformProps, type HorizonChartProps } from './transform-props';

export const horizon: ChartPlugin<HorizonChartProps> = {
  metadata: horizonMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: HorizonChart,
};
