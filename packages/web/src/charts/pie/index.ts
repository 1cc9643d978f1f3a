import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { pieMetadata } from './metadata';
import { PieChart } from './pie-chart';
import { transformProps } from './transform-props';
import type { PieTransformedProps } from './types';

export const pie: ChartPlugin<PieTransformedProps> = {
  metadata: pieMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: PieChart,
};
