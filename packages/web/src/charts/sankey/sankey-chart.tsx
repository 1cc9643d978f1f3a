import { SankeyChart as SankeySeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import type { ReactNode } from 'react';
import { CrossFilterEChartsView, type MarkSelection } from '../echarts/cross-filter-echarts-view';
import type { EChartsEvent } from '../echarts/echarts-view';
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
  const { source, target, nodes, links } = props;
  const selectionOf = (event: EChartsEvent): MarkSelection | undefined => {
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
  return <CrossFilterEChartsView {...props} selectionOf={selectionOf} />;
}
