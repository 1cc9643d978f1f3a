import { TreeChart as TreeSeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import type { ReactNode } from 'react';
import { EChartsView } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { TreeTransformedProps } from './types';

registerEChartsParts([TreeSeries, TooltipComponent]);

export type TreeChartProps = TreeTransformedProps & ChartHooks;

/** Superset's tree chart: a click folds or opens a node (ECharts' expandAndCollapse), nothing else. */
export function TreeChart({ width, height, theme, option }: TreeChartProps): ReactNode {
  return <EChartsView option={option} width={width} height={height} theme={theme} />;
}
