import type { ReactNode } from 'react';
import { EChartsView } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { BulletTransformedProps } from './types';

export type BulletChartProps = BulletTransformedProps & ChartHooks;

/** A bullet has no categories to filter on: the measure against its ranges, markers and lines. */
export function BulletChart({ width, height, theme, echartOptions }: BulletChartProps): ReactNode {
  return <EChartsView option={echartOptions} width={width} height={height} theme={theme} />;
}
