import type { CrossFilterValue } from '@tessera/core';
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type HistogramOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** One group's bars: its name, dimension values, colour and the count (or share) of each bin. */
export interface HistogramSeries {
  name: string;
  values: CrossFilterValue[];
  color: string;
  counts: number[];
}

export interface HistogramTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  echartOptions: HistogramOption;
  series: HistogramSeries[];
  /** The groupby columns a click filters on (none: the histogram of all rows cannot filter). */
  groupby: string[];
  /** The series this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
