import { crossFilterClauses } from '@tessera/core';
import { GaugeChart as GaugeSeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import type { GaugeTransformedProps } from './types';

registerEChartsParts([GaugeSeries, TooltipComponent]);

export type GaugeChartProps = GaugeTransformedProps & ChartHooks;

export function GaugeChart(props: GaugeChartProps): ReactNode {
  const { width, height, theme, groupby, dials, optionFor, selectedName, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);
  const dialOf = (event: EChartsEvent) => (groupby.length > 0 ? dials[event.dataIndex] : undefined);

  const onClick = (event: EChartsEvent) => {
    const dial = dialOf(event);
    if (dial !== undefined) toggle({ columns: groupby, values: dial.values, selected: dial.name, valueShape: 'row' });
  };

  const onRightClick = (event: EChartsEvent) => {
    const dial = dialOf(event);
    const native = event.event?.event;
    if (dial === undefined || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses(groupby, dial.values),
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
