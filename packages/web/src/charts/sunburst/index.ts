import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { sunburstMetadata } from './metadata';
import { SunburstChart } from './sunburst-chart';
import { transformProps } from './transform-props';
import type { SunburstTransformedProps } from './types';

export const sunburst: ChartPlugin<SunburstTransformedProps> = {
  metadata: sunburstMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: SunburstChart,
};
