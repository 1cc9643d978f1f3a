import { CandlestickChart as CandlestickSeries } from 'echarts/charts';
import { use as registerEChartsParts } from 'echarts/core';
import type { ReactNode } from 'react';
import { EChartsView } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { CandlestickTransformedProps } from './types';

registerEChartsParts([CandlestickSeries]);

export type CandlestickChartProps = CandlestickTransformedProps & ChartHooks;

/** Candles on a time axis: nothing to cross-filter, so no click handlers. */
export function CandlestickChart({ width, height, theme, echartOptions }: CandlestickChartProps): ReactNode {
  return <EChartsView option={echartOptions} width={width} height={height} theme={theme} />;
}
