import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { paraMetadata } from './metadata';
import { ParaChart } from './para-chart';
import { transformProps } from './transform-props';
import type { ParaTransformedProps } from './types';

export const para: ChartPlugin<ParaTransformedProps> = {
  metadata: paraMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: ParaChart,
};
