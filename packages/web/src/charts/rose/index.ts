import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { roseMetadata } from './metadata';
import { RoseChart } from './rose-chart';
import { transformProps } from './transform-props';
import type { RoseTransformedProps } from './types';

export const rose: ChartPlugin<RoseTransformedProps> = {
  metadata: roseMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: RoseChart,
};
