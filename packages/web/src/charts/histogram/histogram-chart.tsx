import { crossFilterClauses, crossFilterMask } from '@tessera/core';
import { useMemo, useState, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { HistogramOption, HistogramSeries, HistogramTransformedProps } from './types';

const DIMMED = 0.3;

/** With a selection (an active cross-filter) the other groups' bars are dimmed. */
const withSelection = (option: HistogramOption, series: readonly HistogramSeries[], selected: string | null) => {
  if (selected === null || !Array.isArray(option.series)) return option;
  return {
    ...option,
    series: option.series.map((bars, i) =>
      bars.type === 'bar' && series[i]?.name !== selected
        ? { ...bars, itemStyle: { ...bars.itemStyle, opacity: DIMMED } }
        : bars,
    ),
  };
};

export type HistogramChartProps = HistogramTransformedProps & ChartHooks;

export function HistogramChart(props: HistogramChartProps): ReactNode {
  const { width, height, theme, echartOptions, series, groupby, selectedName, onCrossFilter, onContextMenu } = props;
  const [selected, setSelected] = useState<string | null>(selectedName);
  const [hostSelection, setHostSelection] = useState(selectedName);
  // The host's filterState wins when it changes (a cleared or restored cross-filter).
  if (selectedName !== hostSelection) {
    setHostSelection(selectedName);
    setSelected(selectedName);
  }
  const option = useMemo(() => withSelection(echartOptions, series, selected), [echartOptions, series, selected]);

  const seriesOf = (event: EChartsEvent): HistogramSeries | null => {
    const group = series[event.seriesIndex ?? -1];
    return group !== undefined && groupby.length > 0 ? group : null;
  };

  const onClick = (event: EChartsEvent) => {
    const group = seriesOf(event);
    if (!group || !onCrossFilter) return;
    if (selected === group.name) {
      setSelected(null);
      onCrossFilter(null);
      return;
    }
    setSelected(group.name);
    onCrossFilter(crossFilterMask({ columns: groupby, values: group.values, selected: group.name }));
  };

  const onRightClick = (event: EChartsEvent) => {
    const group = seriesOf(event);
    const native = event.event?.event;
    if (!group || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses(groupby, group.values),
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
