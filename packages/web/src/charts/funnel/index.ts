import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { FunnelChart } from './funnel-chart';
import { funnelMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { FunnelTransformedProps } from './types';

export const funnel: ChartPlugin<FunnelTransformedProps> = {
  metadata: funnelMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: FunnelChart,
};
