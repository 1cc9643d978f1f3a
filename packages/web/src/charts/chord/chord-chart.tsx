import { crossFilterClauses } from '@tessera/core';
import { ChordChart as ChordSeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import type { ChordTransformedProps } from './types';

registerEChartsParts([ChordSeries, TooltipComponent]);

export type ChordChartProps = ChordTransformedProps & ChartHooks;

/**
 * Superset's legacy chord only highlights on hover; Tessera's cross-filters the way its other
 * categorical charts do: a click on a group filters that group's column on its value.
 */
export function ChordChart(props: ChordChartProps): ReactNode {
  const { width, height, theme, nodes, optionFor, selectedName, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);
  const nodeOf = (event: EChartsEvent) => (event.dataType === 'edge' ? undefined : nodes[event.dataIndex]);

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
