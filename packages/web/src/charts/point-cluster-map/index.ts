import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { pointClusterMapMetadata } from './metadata';
import { PointClusterChart } from './point-cluster-chart';
import { transformProps } from './transform-props';
import type { PointClusterTransformedProps } from './types';

export const pointClusterMap: ChartPlugin<PointClusterTransformedProps> = {
  metadata: pointClusterMapMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: PointClusterChart,
};
