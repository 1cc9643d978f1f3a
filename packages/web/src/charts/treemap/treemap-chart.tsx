import { crossFilterClauses } from '@tessera/core';
import { TreemapChart as TreemapSeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { pathKey } from '../echarts/hierarchy';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import type { TreemapTransformedProps } from './types';

registerEChartsParts([TreemapSeries, TooltipComponent]);

const idOf = (event: EChartsEvent): string | undefined => (event.data as { id?: string } | undefined)?.id;

export type TreemapChartProps = TreemapTransformedProps & ChartHooks;

export function TreemapChart(props: TreemapChartProps): ReactNode {
  const { width, height, theme, groupby, nodeAt, optionFor, selectedName, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);

  // Superset's treemap cross-filters on leaves only: a parent box is a sum, not a row.
  const onClick = (event: EChartsEvent) => {
    const node = nodeAt(idOf(event) ?? '');
    if (node === null || node.children.length > 0) return;
    toggle({ columns: groupby, values: node.values, selected: pathKey(node.names), valueShape: 'row' });
  };

  const onRightClick = (event: EChartsEvent) => {
    const node = nodeAt(idOf(event) ?? '');
    const native = event.event?.event;
    if (node === null || !onContextMenu || !(native instanceof MouseEvent)) return;
    const filters = crossFilterClauses(groupby.slice(0, node.values.length), node.values);
    onContextMenu({ clientX: native.clientX, clientY: native.clientY, filters });
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
