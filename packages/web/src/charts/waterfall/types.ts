import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type WaterfallOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** One bar: a change (up or down) or a total, floating on the running total before it. */
export interface WaterfallStep {
  name: string;
  kind: 'increase' | 'decrease' | 'total';
  /** The change, or the total for total bars. */
  value: number;
  /** Where the bar starts and ends on the value axis. */
  from: number;
  to: number;
}

export interface WaterfallTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  steps: WaterfallStep[];
  echartOptions: WaterfallOption;
}
