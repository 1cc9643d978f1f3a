import { crossFilterClauses } from '@tessera/core';
import { FunnelChart as FunnelSeries } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import type { FunnelTransformedProps } from './types';

registerEChartsParts([FunnelSeries, LegendComponent, TooltipComponent]);

export type FunnelChartProps = FunnelTransformedProps & ChartHooks;

export function FunnelChart(props: FunnelChartProps): ReactNode {
  const { width, height, theme, groupby, steps, optionFor, selectedName, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);
  const stepOf = (event: EChartsEvent) => (groupby.length > 0 ? steps[event.dataIndex] : undefined);

  const onClick = (event: EChartsEvent) => {
    const step = stepOf(event);
    if (step !== undefined) toggle({ columns: groupby, values: step.values, selected: step.name, valueShape: 'row' });
  };

  const onRightClick = (event: EChartsEvent) => {
    const step = stepOf(event);
    const native = event.event?.event;
    if (step === undefined || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses(groupby, step.values),
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
