import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { partitionMetadata } from './metadata';
import { PartitionChart } from './partition-chart';
import { transformProps } from './transform-props';
import type { PartitionTransformedProps } from './types';

export const partition: ChartPlugin<PartitionTransformedProps> = {
  metadata: partitionMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: PartitionChart,
};
