import { crossFilterClauses, crossFilterMask } from '@tessera/core';
import { HeatmapChart as HeatmapSeries } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, useState, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import { cellFilter, type CellFilter } from './selection';
import type { HeatmapAxis, HeatmapCell, HeatmapOption, HeatmapTransformedProps } from './types';

registerEChartsParts([HeatmapSeries, VisualMapComponent]);

const DIMMED = 0.3;

/** With a selection (an active cross-filter) the cells outside it are dimmed. */
const withSelection = (
  option: HeatmapOption,
  cells: readonly HeatmapCell[],
  x: HeatmapAxis,
  y: HeatmapAxis,
  selected: string | null,
): HeatmapOption => {
  const series = Array.isArray(option.series) ? option.series[0] : option.series;
  if (selected === null || series?.type !== 'heatmap') return option;
  const data = cells.map((cell) => ({
    value: cell,
    itemStyle: { opacity: cellFilter(x, y, cell[0], cell[1])?.key === selected ? 1 : DIMMED },
  }));
  return { ...option, series: [{ ...series, data }] };
};

export type HeatmapChartProps = HeatmapTransformedProps & ChartHooks;

export function HeatmapChart(props: HeatmapChartProps): ReactNode {
  const { width, height, theme, echartOptions, cells, x, y, selectedKey, onCrossFilter, onContextMenu } = props;
  const [selected, setSelected] = useState<string | null>(selectedKey);
  const [hostSelection, setHostSelection] = useState(selectedKey);
  // The host's filterState wins when it changes (a cleared or restored cross-filter).
  if (selectedKey !== hostSelection) {
    setHostSelection(selectedKey);
    setSelected(selectedKey);
  }
  const option = useMemo(
    () => withSelection(echartOptions, cells, x, y, selected),
    [echartOptions, cells, x, y, selected],
  );

  const filterOf = (event: EChartsEvent): CellFilter | null => {
    const cell = cells[event.dataIndex];
    return cell === undefined ? null : cellFilter(x, y, cell[0], cell[1]);
  };

  const onClick = (event: EChartsEvent) => {
    const filter = filterOf(event);
    if (!filter || !onCrossFilter) return;
    if (selected === filter.key) {
      setSelected(null);
      onCrossFilter(null);
      return;
    }
    setSelected(filter.key);
    onCrossFilter(crossFilterMask({ columns: filter.columns, values: filter.values, selected: filter.key }));
  };

  const onRightClick = (event: EChartsEvent) => {
    const filter = filterOf(event);
    const native = event.event?.event;
    if (!filter || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses(filter.columns, filter.values),
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
