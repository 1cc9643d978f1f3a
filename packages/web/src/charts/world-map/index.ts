import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { worldMapMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { WorldMapTransformedProps } from './types';
import { WorldMapChart } from './world-map-chart';

export const worldMap: ChartPlugin<WorldMapTransformedProps> = {
  metadata: worldMapMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: WorldMapChart,
};
