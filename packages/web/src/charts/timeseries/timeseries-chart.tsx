import { useCallback } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import { crossFilterMaskFor, seriesFilters } from './cross-filter';
import type { TimeseriesChartProps } from './transform-props';

export type TimeseriesChartComponentProps = TimeseriesChartProps & ChartHooks;

export function TimeseriesChart({
  option,
  width,
  height,
  theme,
  groupby,
  seriesGroupby,
  seriesDimensions,
  selectedValues,
  onCrossFilter,
  onContextMenu,
}: TimeseriesChartComponentProps) {
  // The mixed chart's query B series filter on query B's group-by.
  const contextOf = useCallback(
    (seriesName: string) => ({
      groupby: seriesGroupby?.[seriesName] ?? groupby,
      seriesDimensions,
      selectedValues,
    }),
    [groupby, seriesGroupby, seriesDimensions, selectedValues],
  );
  const handleClick = useCallback(
    (event: EChartsEvent) => {
      if (onCrossFilter === undefined || event.seriesName === undefined) return;
      const mask = crossFilterMaskFor(event.seriesName, contextOf(event.seriesName));
      if (mask !== undefined) onCrossFilter(mask);
    },
    [onCrossFilter, contextOf],
  );
  const handleContextMenu = useCallback(
    (event: EChartsEvent) => {
      const pointer = event.event?.event;
      if (onContextMenu === undefined || event.seriesName === undefined || pointer === undefined) return;
      if (!('clientX' in pointer)) return;
      const filters = seriesFilters(event.seriesName, contextOf(event.seriesName));
      onContextMenu({ clientX: pointer.clientX, clientY: pointer.clientY, filters });
    },
    [onContextMenu, contextOf],
  );
  return (
    <EChartsView
      option={option}
      width={width}
      height={height}
      theme={theme}
      onClick={handleClick}
      onContextMenu={onContextMenu === undefined ? undefined : handleContextMenu}
    />
  );
}
