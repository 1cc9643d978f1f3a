import { crossFilterClauses, crossFilterMask, type CrossFilterValue } from '@tessera/core';
import { useMemo, useState, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { BubbleGroup, BubbleOption, BubbleTransformedProps } from './types';

const DIMMED = 0.15;

/** With a selection (an active cross-filter) the other bubbles fade. */
const withSelection = (option: BubbleOption, groups: readonly BubbleGroup[], selected: CrossFilterValue | null) => {
  if (selected === null || !Array.isArray(option.series)) return option;
  return {
    ...option,
    series: option.series.map((series, i) => {
      const group = groups[i];
      if (series.type !== 'scatter' || group === undefined) return series;
      const data = group.points.map((value, j) =>
        group.entities[j] === selected ? value : { value, itemStyle: { opacity: DIMMED } },
      );
      return { ...series, data };
    }),
  };
};

export type BubbleChartProps = BubbleTransformedProps & ChartHooks;

export function BubbleChart(props: BubbleChartProps): ReactNode {
  const { width, height, theme, echartOptions, groups, entityColumn, selectedEntity, onCrossFilter, onContextMenu } =
    props;
  const [selected, setSelected] = useState<CrossFilterValue | null>(selectedEntity);
  const [hostSelection, setHostSelection] = useState(selectedEntity);
  // The host's filterState wins when it changes (a cleared or restored cross-filter).
  if (selectedEntity !== hostSelection) {
    setHostSelection(selectedEntity);
    setSelected(selectedEntity);
  }
  const option = useMemo(() => withSelection(echartOptions, groups, selected), [echartOptions, groups, selected]);

  const entityOf = (event: EChartsEvent): { column: string; value: CrossFilterValue } | null => {
    const value = groups[event.seriesIndex ?? -1]?.entities[event.dataIndex];
    return entityColumn === null || value === undefined ? null : { column: entityColumn, value };
  };

  const onClick = (event: EChartsEvent) => {
    const entity = entityOf(event);
    if (!entity || !onCrossFilter) return;
    if (selected === entity.value) {
      setSelected(null);
      onCrossFilter(null);
      return;
    }
    setSelected(entity.value);
    onCrossFilter(crossFilterMask({ columns: [entity.column], values: [entity.value], selected: entity.value }));
  };

  const onRightClick = (event: EChartsEvent) => {
    const entity = entityOf(event);
    const native = event.event?.event;
    if (!entity || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses([entity.column], [entity.value]),
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
