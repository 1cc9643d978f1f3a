import { GraphChart as GraphSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import type { ReactNode } from 'react';
import { CrossFilterEChartsView, type MarkSelection } from '../echarts/cross-filter-echarts-view';
import type { EChartsEvent } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { GraphTransformedProps } from './types';

registerEChartsParts([GraphSeries, LegendComponent, TooltipComponent]);

export type GraphChartProps = GraphTransformedProps & ChartHooks;

/** Superset's EchartsGraph: a node click cross-filters the node's column on its value; edges do not. */
export function GraphChart(props: GraphChartProps): ReactNode {
  const { nodes } = props;
  const selectionOf = (event: EChartsEvent): MarkSelection | undefined => {
    const node = event.dataType === 'node' ? nodes[event.dataIndex] : undefined;
    return node && { columns: [node.column], values: [node.value], selected: node.name };
  };
  return <CrossFilterEChartsView {...props} selectionOf={selectionOf} />;
}
