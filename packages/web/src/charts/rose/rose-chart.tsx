import { crossFilterClauses } from '@tessera/core';
import { LegendComponent, PolarComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import type { RoseTransformedProps } from './types';

// Bars come with EChartsView's cartesian parts; the rose stacks them on a polar coordinate.
registerEChartsParts([PolarComponent, LegendComponent, TooltipComponent]);

export type RoseChartProps = RoseTransformedProps & ChartHooks;

export function RoseChart(props: RoseChartProps): ReactNode {
  const { width, height, theme, groupby, series, optionFor, selectedName, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);
  // A segment cross-filters on its series' group, like a time-series chart's series.
  const seriesOf = (event: EChartsEvent) => (groupby.length > 0 ? series[event.seriesIndex ?? -1] : undefined);

  const onClick = (event: EChartsEvent) => {
    const s = seriesOf(event);
    if (s !== undefined) toggle({ columns: groupby, values: s.groupValues, selected: s.name });
  };

  const onRightClick = (event: EChartsEvent) => {
    const s = seriesOf(event);
    const native = event.event?.event;
    if (s === undefined || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses(groupby, s.groupValues),
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
