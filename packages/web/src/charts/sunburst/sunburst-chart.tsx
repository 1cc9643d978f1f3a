import { crossFilterClauses } from '@tessera/core';
import { SunburstChart as SunburstSeries } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { pathKey } from '../echarts/hierarchy';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import type { SunburstTransformedProps } from './types';

registerEChartsParts([SunburstSeries, GraphicComponent, TooltipComponent]);

const idOf = (event: EChartsEvent): string => (event.data as { id?: string } | undefined)?.id ?? '';

export type SunburstChartProps = SunburstTransformedProps & ChartHooks;

export function SunburstChart(props: SunburstChartProps): ReactNode {
  const { width, height, theme, columns, nodeAt, optionFor, selectedName, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);

  // Any arc cross-filters on its path: the inner rings' values down to its own.
  const onClick = (event: EChartsEvent) => {
    const node = nodeAt(idOf(event));
    if (node === null) return;
    const pathColumns = columns.slice(0, node.values.length);
    toggle({ columns: pathColumns, values: node.values, selected: pathKey(node.names), valueShape: 'row' });
  };

  const onRightClick = (event: EChartsEvent) => {
    const node = nodeAt(idOf(event));
    const native = event.event?.event;
    if (node === null || !onContextMenu || !(native instanceof MouseEvent)) return;
    const filters = crossFilterClauses(columns.slice(0, node.values.length), node.values);
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
