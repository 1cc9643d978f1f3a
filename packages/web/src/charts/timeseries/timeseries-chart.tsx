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
  seriesDimensions,
  selectedValues,
  onCrossFilter,
  onContextMenu,
}: TimeseriesChartComponentProps) {
  const handleClick = useCallback(
    (event: EChartsEvent) => {
      if (onCrossFilter === undefined || event.seriesName === undefined) return;
      const mask = crossFilterMaskFor(event.seriesName, { groupby, seriesDimensions, selectedValues });
      if (mask !== undefined) onCrossFilter(mask);
    },
    [onCrossFilter, groupby, seriesDimensions, selectedValues],
  );
  const handleContextMenu = useCallback(
    (event: EChartsEvent) => {
      const pointer = event.event?.event;
      if (onContextMenu === undefined || event.seriesName === undefined || pointer === undefined) return;
      if (!('clientX' in pointer)) return;
      const filters = seriesFilters(event.seriesName, { groupby, seriesDimensions, selectedValues });
      onContextMenu({ clientX: pointer.clientX, clientY: pointer.clientY, filters });
    },
    [onContextMenu, groupby, seriesDimensions, selectedValues],
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
