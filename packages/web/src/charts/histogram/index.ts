import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { HistogramChart } from './histogram-chart';
import { histogramMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { HistogramTransformedProps } from './types';

export const histogram: ChartPlugin<HistogramTransformedProps> = {
  metadata: histogramMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: HistogramChart,
};
