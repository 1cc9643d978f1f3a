import { crossFilterClauses } from '@tessera/core';
import { PieChart as PieSeries } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import { useCrossFilterSelection } from '../echarts/use-cross-filter-selection';
import type { ChartHooks } from '../types';
import { sliceData } from './slices';
import type { PieOption, PieSlice, PieTransformedProps } from './types';

registerEChartsParts([PieSeries, GraphicComponent, LegendComponent, TooltipComponent]);

const withSelection = (option: PieOption, slices: readonly PieSlice[], selected: string | null): PieOption => {
  const series = Array.isArray(option.series) ? option.series[0] : option.series;
  if (selected === null || series?.type !== 'pie') return option;
  return { ...option, series: [{ ...series, data: sliceData(slices, selected) }] };
};

export type PieChartProps = PieTransformedProps & ChartHooks;

export function PieChart(props: PieChartProps): ReactNode {
  const { width, height, theme, groupby, slices, echartOptions, selectedName, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => withSelection(echartOptions, slices, selected), [echartOptions, slices, selected]);

  const sliceOf = (event: EChartsEvent): PieSlice | null => {
    const slice = slices[event.dataIndex];
    return slice && !slice.isOther && groupby.length > 0 ? slice : null;
  };

  const onClick = (event: EChartsEvent) => {
    const slice = sliceOf(event);
    if (!slice) return;
    // The slice's groupby values as IN filters; filterState as Superset's pie keeps it (values as one row).
    toggle({ columns: groupby, values: slice.values, selected: slice.name, valueShape: 'row' });
  };

  const onRightClick = (event: EChartsEvent) => {
    const slice = sliceOf(event);
    const native = event.event?.event;
    if (!slice || !onContextMenu || !(native instanceof MouseEvent)) return;
    const filters = crossFilterClauses(groupby, slice.values);
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
