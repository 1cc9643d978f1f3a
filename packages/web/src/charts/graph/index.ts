import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { GraphChart } from './graph-chart';
import { graphMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { GraphTransformedProps } from './types';

export const graph: ChartPlugin<GraphTransformedProps> = {
  metadata: graphMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: GraphChart,
};
