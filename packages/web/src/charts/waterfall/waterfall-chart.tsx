import type { ReactNode } from 'react';
import { EChartsView } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { WaterfallTransformedProps } from './types';

export type WaterfallChartProps = WaterfallTransformedProps & ChartHooks;

/** Stacked bars on a category axis (bars are in the shared ECharts setup); no cross-filter, as Superset's. */
export function WaterfallChart({ width, height, theme, echartOptions }: WaterfallChartProps): ReactNode {
  return <EChartsView option={echartOptions} width={width} height={height} theme={theme} />;
}
