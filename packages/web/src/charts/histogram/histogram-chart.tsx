import { useCallback, type ReactNode } from 'react';
import { CrossFilterEChartsView, type MarkSelection } from '../echarts/cross-filter-echarts-view';
import type { EChartsEvent } from '../echarts/echarts-view';
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
  const { echartOptions, series, groupby } = props;
  const optionFor = useCallback(
    (selected: string | null) => withSelection(echartOptions, series, selected),
    [echartOptions, series],
  );
  const selectionOf = (event: EChartsEvent): MarkSelection | undefined => {
    const group = series[event.seriesIndex ?? -1];
    return group !== undefined && groupby.length > 0
      ? { columns: groupby, values: group.values, selected: group.name }
      : undefined;
  };
  return <CrossFilterEChartsView {...props} optionFor={optionFor} selectionOf={selectionOf} />;
}
