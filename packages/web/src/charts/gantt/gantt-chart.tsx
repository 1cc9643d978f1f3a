import { crossFilterClauses } from '@tessera/core';
import { CustomChart } from 'echarts/charts';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import type { GanttTransformedProps } from './types';

registerEChartsParts([CustomChart]);

export type GanttChartProps = GanttTransformedProps & ChartHooks;

/** Bars on a time axis; a click cross-filters on the bar's series (or its y-axis value). */
export function GanttChart(props: GanttChartProps): ReactNode {
  const { width, height, theme, filterColumn, eventsBySeries, optionFor, selectedName } = props;
  const { onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);
  const valueOf = (event: EChartsEvent): string | undefined => {
    const e = eventsBySeries[event.seriesIndex ?? -1]?.[event.dataIndex];
    return e === undefined ? undefined : (e.series ?? e.category);
  };
  const onClick = (event: EChartsEvent) => {
    const value = valueOf(event);
    if (value !== undefined && filterColumn !== null)
      toggle({ columns: [filterColumn], values: [value], selected: value });
  };
  const onRightClick = (event: EChartsEvent) => {
    const value = valueOf(event);
    const native = event.event?.event;
    if (value === undefined || filterColumn === null || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses([filterColumn], [value]),
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
