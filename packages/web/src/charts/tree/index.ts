import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { treeMetadata } from './metadata';
import { transformProps } from './transform-props';
import { TreeChart } from './tree-chart';
import type { TreeTransformedProps } from './types';

export const tree: ChartPlugin<TreeTransformedProps> = {
  metadata: treeMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: TreeChart,
};
