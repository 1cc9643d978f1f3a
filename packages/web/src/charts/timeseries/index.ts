import type { ChartPlugin } from '../types';
import { buildTimeseriesQuery } from './build-query';
import { timeseriesControlPanel } from './control-panel';
import { timeseriesMetadata } from './metadata';
import type { TimeseriesVizType } from './settings';
import { TimeseriesChart } from './timeseries-chart';
import { transformTimeseriesProps, type TimeseriesChartProps } from './transform-props';

const timeseriesPlugin = (vizType: TimeseriesVizType): ChartPlugin<TimeseriesChartProps> => ({
  metadata: timeseriesMetadata(vizType),
  controlPanel: timeseriesControlPanel(vizType),
  buildQuery: buildTimeseriesQuery,
  transformProps: transformTimeseriesProps,
  Component: TimeseriesChart,
});

/** The ECharts time-series family: one query and one option builder, seven ways to draw. */
export const lineChart = timeseriesPlugin('echarts_timeseries_line');
export const barChart = timeseriesPlugin('echarts_timeseries_bar');
export const areaChart = timeseriesPlugin('echarts_area');
export const scatterChart = timeseriesPlugin('echarts_timeseries_scatter');
export const smoothLineChart = timeseriesPlugin('echarts_timeseries_smooth');
export const steppedLineChart = timeseriesPlugin('echarts_timeseries_step');
export const genericChart = timeseriesPlugin('echarts_timeseries');
