import { FunnelChart as FunnelSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import type { ReactNode } from 'react';
import { CrossFilterEChartsView, type MarkSelection } from '../echarts/cross-filter-echarts-view';
import type { EChartsEvent } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { FunnelTransformedProps } from './types';

registerEChartsParts([FunnelSeries, LegendComponent, TooltipComponent]);

export type FunnelChartProps = FunnelTransformedProps & ChartHooks;

export function FunnelChart(props: FunnelChartProps): ReactNode {
  const { groupby, steps } = props;
  const selectionOf = (event: EChartsEvent): MarkSelection | undefined => {
    const step = groupby.length > 0 ? steps[event.dataIndex] : undefined;
    return step && { columns: groupby, values: step.values, selected: step.name, valueShape: 'row' };
  };
  return <CrossFilterEChartsView {...props} selectionOf={selectionOf} />;
}
