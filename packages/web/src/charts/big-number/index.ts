import type { ChartPlugin } from '../types';
import { BigNumberChart } from './big-number-chart';
import { buildTotalQuery, buildTrendlineQuery } from './build-query';
import { totalControlPanel, trendlineControlPanel } from './control-panel';
import { transformProps } from './transform-props';
import { popKpiMetadata, totalMetadata, trendlineMetadata } from './metadata';
import { PopKpiChart } from './pop-kpi-chart';
import { popKpiControlPanel } from './pop-kpi-control-panel';
import { transformPopKpiProps, type PopKpiTransformedProps } from './pop-kpi-props';
import { buildPopKpiQuery } from './pop-kpi-query';
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

export const popKpi: ChartPlugin<PopKpiTransformedProps> = {
  metadata: popKpiMetadata,
  controlPanel: popKpiControlPanel,
  buildQuery: buildPopKpiQuery,
  transformProps: transformPopKpiProps,
  Component: PopKpiChart,
};
