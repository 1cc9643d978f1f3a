import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { GaugeChart } from './gauge-chart';
import { gaugeMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { GaugeTransformedProps } from './types';

export const gauge: ChartPlugin<GaugeTransformedProps> = {
  metadata: gaugeMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: GaugeChart,
};
