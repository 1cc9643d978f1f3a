import { CustomChart } from 'echarts/charts';
import { use as registerEChartsParts } from 'echarts/core';
import type { ReactNode } from 'react';
import { EChartsView } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { HorizonChartProps } from './transform-props';

registerEChartsParts([CustomChart]);

export type HorizonChartComponentProps = HorizonChartProps & ChartHooks;

/** The rows on one canvas, as tall as they need (at most the slot); no categories to cross-filter. */
export function HorizonChart({
  width,
  height,
  theme,
  rows,
  rowHeight,
  echartOptions,
}: HorizonChartComponentProps): ReactNode {
  const drawn = Math.max(1, Math.min(height, Math.ceil(rows.length * rowHeight)));
  return <EChartsView option={echartOptions} width={width} height={drawn} theme={theme} />;
}
