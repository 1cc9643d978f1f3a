import { crossFilterClauses, crossFilterMask } from '@tessera/core';
import { BoxplotChart } from 'echarts/charts';
import { use as registerEChartsParts } from 'echarts/core';
import { useMemo, useState, type ReactNode } from 'react';
import { EChartsView, type EChartsEvent } from '../echarts/echarts-view';
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
  const { width, height, theme, echartOptions, boxes, groupby, selectedName, onCrossFilter, onContextMenu } = props;
  const [selected, setSelected] = useState<string | null>(selectedName);
  const [hostSelection, setHostSelection] = useState(selectedName);
  // The host's filterState wins when it changes (a cleared or restored cross-filter).
  if (selectedName !== hostSelection) {
    setHostSelection(selectedName);
    setSelected(selectedName);
  }
  const option = useMemo(() => withSelection(echartOptions, boxes, selected), [echartOptions, boxes, selected]);

  // The box series comes first, then one outlier series per box.
  const boxOf = (event: EChartsEvent): BoxStats | null => {
    const box = event.seriesIndex === 0 ? boxes[event.dataIndex] : boxes[(event.seriesIndex ?? 0) - 1];
    return box !== undefined && groupby.length > 0 ? box : null;
  };

  const onClick = (event: EChartsEvent) => {
    const box = boxOf(event);
    if (!box || !onCrossFilter) return;
    if (selected === box.name) {
      setSelected(null);
      onCrossFilter(null);
      return;
    }
    setSelected(box.name);
    onCrossFilter(crossFilterMask({ columns: groupby, values: box.values, selected: box.name }));
  };

  const onRightClick = (event: EChartsEvent) => {
    const box = boxOf(event);
    const native = event.event?.event;
    if (!box || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses(groupby, box.values),
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
