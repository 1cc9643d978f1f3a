import { BoxplotChart } from 'echarts/charts';
import { use as registerEChartsParts } from 'echarts/core';
import { useCallback, type ReactNode } from 'react';
import { CrossFilterEChartsView, type MarkSelection } from '../echarts/cross-filter-echarts-view';
import type { EChartsEvent } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import { boxSeriesData } from './series';
import type { BoxPlotOption, BoxPlotTransformedProps, BoxStats } from './types';

registerEChartsParts([BoxplotChart]);

/** With a selection (an active cross-filter) the other boxes and their outliers are dimmed. */
const withSelection = (option: BoxPlotOption, boxes: readonly BoxStats[], selected: string | null): BoxPlotOption => {
  if (selected === null || !Array.isArray(option.series)) return option;
  const [box, ...outliers] = option.series;
  if (box?.type !== 'boxplot') return option;
  return {
    ...option,
    series: [
      { ...box, data: boxSeriesData(boxes, selected) },
      ...outliers.map((series, i) =>
        series.type === 'scatter'
          ? { ...series, itemStyle: { ...series.itemStyle, opacity: boxes[i]?.name === selected ? 1 : 0.3 } }
          : series,
      ),
    ],
  };
};

export type BoxPlotChartProps = BoxPlotTransformedProps & ChartHooks;

export function BoxPlotChart(props: BoxPlotChartProps): ReactNode {
  const { echartOptions, boxes, groupby } = props;
  const optionFor = useCallback(
    (selected: string | null) => withSelection(echartOptions, boxes, selected),
    [echartOptions, boxes],
  );
  // The box series comes first, then one outlier series per box.
  const selectionOf = (event: EChartsEvent): MarkSelection | undefined => {
    const box = event.seriesIndex === 0 ? boxes[event.dataIndex] : boxes[(event.seriesIndex ?? 0) - 1];
    return box !== undefined && groupby.length > 0
      ? { columns: groupby, values: box.values, selected: box.name }
      : undefined;
  };
  return <CrossFilterEChartsView {...props} optionFor={optionFor} selectionOf={selectionOf} />;
}
