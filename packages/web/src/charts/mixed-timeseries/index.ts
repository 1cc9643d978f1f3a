import type { ChartPlugin } from '../types';
import { TimeseriesChart } from '../timeseries/timeseries-chart';
import type { TimeseriesChartProps } from '../timeseries/transform-props';
import { buildMixedTimeseriesQuery } from './build-query';
import { mixedTimeseriesControlPanel } from './control-panel';
import { mixedTimeseriesMetadata } from './metadata';
import { transformMixedTimeseriesProps } from './transform-props';

/** Two time-series queries on one x-axis, drawn by the time-series component. */
export const mixedTimeseries: ChartPlugin<TimeseriesChartProps> = {
  metadata: mixedTimeseriesMetadata,
  controlPanel: mixedTimeseriesControlPanel,
  buildQuery: buildMixedTimeseriesQuery,
  transformProps: transformMixedTimeseriesProps,
  Component: TimeseriesChart,
};
