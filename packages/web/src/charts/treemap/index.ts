import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { treemapMetadata } from './metadata';
import { TreemapChart } from './treemap-chart';
import { transformProps } from './transform-props';
import type { TreemapTransformedProps } from './types';

export const treemap: ChartPlugin<TreemapTransformedProps> = {
  metadata: treemapMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: TreemapChart,
};
