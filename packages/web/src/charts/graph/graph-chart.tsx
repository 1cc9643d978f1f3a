import { crossFilterClauses } from '@tessera/core';
import { GraphChart as GraphSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import type { GraphTransformedProps } from './types';

registerEChartsParts([GraphSeries, LegendComponent, TooltipComponent]);

export type GraphChartProps = GraphTransformedProps & ChartHooks;

/** Superset's EchartsGraph: a node click cross-filters the node's column on its value; edges do not. */
export function GraphChart(props: GraphChartProps): ReactNode {
  const { width, height, theme, nodes, optionFor, selectedName, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);
  const nodeOf = (event: EChartsEvent) => (event.dataType === 'node' ? nodes[event.dataIndex] : undefined);

  const onClick = (event: EChartsEvent) => {
    const node = nodeOf(event);
    if (node !== undefined) toggle({ columns: [node.column], values: [node.value], selected: node.name });
  };

  const onRightClick = (event: EChartsEvent) => {
    const node = nodeOf(event);
    const native = event.event?.event;
    if (node === undefined || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses([node.column], [node.value]),
    });
  };

  return (
    <EChartsView
      option={option}
      width={width}
      height={height}
      theme={theme}
      onClick={onClick}
      onContextMenu={onContextMenu ? onRightClick : undefined}
    />
  );
}
