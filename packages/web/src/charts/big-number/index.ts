import type { ChartPlugin } from '../types';
import { BigNumberChart } from './big-number-chart';
import { buildTotalQuery, buildTrendlineQuery } from './build-query';
import { totalControlPanel, trendlineControlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { totalMetadata, trendlineMetadata } from './metadata';
import type { BigNumberTransformedProps } from './types';

export const bigNumberTotal: ChartPlugin<BigNumberTransformedProps> = {
  metadata: totalMetadata,
  controlPanel: totalControlPanel,
  buildQuery: buildTotalQuery,
  transformProps,
  Component: BigNumberChart,
};

export const bigNumber: ChartPlugin<BigNumberTransformedProps> = {
  metadata: trendlineMetadata,
  controlPanel: trendlineControlPanel,
  buildQuery: buildTrendlineQuery,
  transformProps,
  Component: BigNumberChart,
};
