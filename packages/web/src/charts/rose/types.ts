import type { BarSeriesOption } from 'echarts/charts';
import type { AngleAxisComponentOption, RadiusAxisComponentOption } from 'echarts';
import type { LegendComponentOption, PolarComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { RoseSeries } from './rose-data';

export type RoseOption = ComposeOption<
  | BarSeriesOption
  | PolarComponentOption
  | RadiusAxisComponentOption
  | AngleAxisComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export interface RoseTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  groupby: string[];
  series: RoseSeries[];
  /** The ECharts option with this series selected (the others dimmed), or none. */
  optionFor: (selected: string | null) => RoseOption;
  /** The series this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
