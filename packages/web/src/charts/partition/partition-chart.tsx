import { crossFilterClauses } from '@tessera/core';
import { CustomChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import type { PartitionTransformedProps } from './types';

registerEChartsParts([CustomChart, TooltipComponent]);

export type PartitionChartProps = PartitionTransformedProps & ChartHooks;

/** Superset's partition (an icicle), drawn as ECharts custom rectangles. */
export function PartitionChart(props: PartitionChartProps): ReactNode {
  const { width, height, theme, groupby, cells, optionFor, selectedName, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);
  // A metric's own box has no path to filter on.
  const cellOf = (event: EChartsEvent) => {
    const cell = cells[event.dataIndex];
    return cell !== undefined && cell.node.values.length > 0 ? cell : undefined;
  };

  const onClick = (event: EChartsEvent) => {
    const cell = cellOf(event);
    if (cell === undefined) return;
    const { values } = cell.node;
    toggle({ columns: groupby.slice(0, values.length), values, selected: cell.key, valueShape: 'row' });
  };

  const onRightClick = (event: EChartsEvent) => {
    const cell = cellOf(event);
    const native = event.event?.event;
    if (cell === undefined || !onContextMenu || !(native instanceof MouseEvent)) return;
    const { values } = cell.node;
    const filters = crossFilterClauses(groupby.slice(0, values.length), values);
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
