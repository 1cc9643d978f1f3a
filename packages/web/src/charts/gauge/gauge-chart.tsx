import { GaugeChart as GaugeSeries } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEChartsParts } from 'echarts/core';
import type { ReactNode } from 'react';
import { CrossFilterEChartsView, type MarkSelection } from '../echarts/cross-filter-echarts-view';
import type { EChartsEvent } from '../echarts/echarts-view';
import type { ChartHooks } from '../types';
import type { GaugeTransformedProps } from './types';

registerEChartsParts([GaugeSeries, TooltipComponent]);

export type GaugeChartProps = GaugeTransformedProps & ChartHooks;

export function GaugeChart(props: GaugeChartProps): ReactNode {
  const { groupby, dials } = props;
  const selectionOf = (event: EChartsEvent): MarkSelection | undefined => {
    const dial = groupby.length > 0 ? dials[event.dataIndex] : undefined;
    return dial && { columns: groupby, values: dial.values, selected: dial.name, valueShape: 'row' };
  };
  return <CrossFilterEChartsView {...props} selectionOf={selectionOf} />;
}
