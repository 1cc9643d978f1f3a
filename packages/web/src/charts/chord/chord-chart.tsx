import { ChordChart as ChordSeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import type { ReactNode } from 'react';
import { CrossFilterEChartsView, type MarkSelection } from '../echarts/cross-filter-echarts-view';
import type { EChartsEvent } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { ChordTransformedProps } from './types';

registerEChartsParts([ChordSeries, TooltipComponent]);

export type ChordChartProps = ChordTransformedProps & ChartHooks;

/**
 * Superset's legacy chord only highlights on hover; Tessera's cross-filters the way its other
 * categorical charts do: a click on a group filters that group's column on its value.
 */
export function ChordChart(props: ChordChartProps): ReactNode {
  const { nodes } = props;
  const selectionOf = (event: EChartsEvent): MarkSelection | undefined => {
    const node = event.dataType === 'edge' ? undefined : nodes[event.dataIndex];
    return node && { columns: [node.column], values: [node.value], selected: node.name };
  };
  return <CrossFilterEChartsView {...props} selectionOf={selectionOf} />;
}
