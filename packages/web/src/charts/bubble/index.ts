import type { ChartPlugin } from '../types';
import { BubbleChart } from './bubble-chart';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { bubbleMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { BubbleTransformedProps } from './types';

export const bubble: ChartPlugin<BubbleTransformedProps> = {
  metadata: bubbleMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: BubbleChart,
};
