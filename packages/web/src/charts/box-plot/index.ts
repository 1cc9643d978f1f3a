import type { ChartPlugin } from '../types';
import { BoxPlotChart } from './box-plot-chart';
import { buildQuery } from './build-query';
import { controlPanel } from './control-panel';
import { boxPlotMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { BoxPlotTransformedProps } from './types';

export const boxPlot: ChartPlugin<BoxPlotTransformedProps> = {
  metadata: boxPlotMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: BoxPlotChart,
};
