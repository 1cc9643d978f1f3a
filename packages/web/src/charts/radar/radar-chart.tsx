import { crossFilterClauses } from '@tessera/core';
import { RadarChart as RadarSeries } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import type { RadarTransformedProps } from './types';

registerEChartsParts([RadarSeries, RadarComponent, LegendComponent, TooltipComponent]);

export type RadarChartProps = RadarTransformedProps & ChartHooks;

export function RadarChart(props: RadarChartProps): ReactNode {
  const { width, height, theme, groupby, entities, optionFor, selectedName, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);
  const entityOf = (event: EChartsEvent) => (groupby.length > 0 ? entities[event.dataIndex] : undefined);

  const onClick = (event: EChartsEvent) => {
    const entity = entityOf(event);
    if (entity === undefined) return;
    toggle({ columns: groupby, values: entity.filterValues, selected: entity.name, valueShape: 'row' });
  };

  const onRightClick = (event: EChartsEvent) => {
    const entity = entityOf(event);
    const native = event.event?.event;
    if (entity === undefined || !onContextMenu || !(native instanceof MouseEvent)) return;
    const filters = crossFilterClauses(groupby, entity.filterValues);
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
