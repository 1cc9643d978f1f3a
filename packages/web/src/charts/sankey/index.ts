import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { sankeyMetadata } from './metadata';
import { SankeyChart } from './sankey-chart';
import { transformProps } from './transform-props';
import type { SankeyTransformedProps } from './types';

export const sankey: ChartPlugin<SankeyTransformedProps> = {
  metadata: sankeyMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: SankeyChart,
};
