import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { radarMetadata } from './metadata';
import { RadarChart } from './radar-chart';
import { transformProps } from './transform-props';
import type { RadarTransformedProps } from './types';

export const radar: ChartPlugin<RadarTransformedProps> = {
  metadata: radarMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: RadarChart,
};
