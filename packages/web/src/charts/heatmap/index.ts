import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { HeatmapChart } from './heatmap-chart';
import { heatmapMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { HeatmapTransformedProps } from './types';

export const heatmap: ChartPlugin<HeatmapTransformedProps> = {
  metadata: heatmapMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: HeatmapChart,
};
