import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { waterfallMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { WaterfallTransformedProps } from './types';
import { WaterfallChart } from './waterfall-chart';

export const waterfall: ChartPlugin<WaterfallTransformedProps> = {
  metadata: waterfallMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: WaterfallChart,
};
