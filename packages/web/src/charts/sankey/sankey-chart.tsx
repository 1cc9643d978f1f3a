import { crossFilterClauses, type CrossFilterSelection } from '@tessera/core';
import { SankeyChart as SankeySeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import { linkKey, nodeKey } from './sankey-keys';
import type { SankeyTransformedProps } from './types';

registerEChartsParts([SankeySeries, TooltipComponent]);

export type SankeyChartProps = SankeyTransformedProps & ChartHooks;

/**
 * Superset's sankey does not cross-filter yet (a TODO in its plugin); Tessera's does, the way its
 * other INTERACTIVE_CHART types do: a node filters its column on its value, a link filters both ends.
 */
export function SankeyChart(props: SankeyChartProps): ReactNode {
  const { width, height, theme, source, target, nodes, links, optionFor, selectedName } = props;
  const { onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);

  const selectionOf = (event: EChartsEvent): (CrossFilterSelection & { selected: string }) | undefined => {
    if (event.dataType === 'edge') {
      const link = links[event.dataIndex];
      if (link === undefined) return undefined;
      return {
        columns: [source, target],
        values: [link.sourceValue, link.targetValue],
        selected: linkKey(link.source, link.target),
      };
    }
    const node = nodes[event.dataIndex];
    return node && { columns: [node.column], values: [node.value], selected: nodeKey(node.name) };
  };

  const onClick = (event: EChartsEvent) => {
    const selection = selectionOf(event);
    if (selection !== undefined) toggle(selection);
  };

  const onRightClick = (event: EChartsEvent) => {
    const selection = selectionOf(event);
    const native = event.event?.event;
    if (selection === undefined || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses(selection.columns, selection.values),
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
