import type { CrossFilterValue } from '@tessera/core';
import type { PieSeriesOption } from 'echarts/charts';
import type { GraphicComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type PieOption = ComposeOption<
  PieSeriesOption | LegendComponentOption | TooltipComponentOption | GraphicComponentOption
>;

/** A slice's groupby value, as its cross-filter selects it. */
export type FilterValue = CrossFilterValue;

export interface PieSlice {
  name: string;
  value: number;
  /** Share of the total, 0..1. */
  percent: number;
  label: string;
  showLabel: boolean;
  color: string;
  /** Black or white for labels drawn on the slice; unset when labels sit outside the pie. */
  labelColor?: string;
  isOther: boolean;
  /** The groupby values of the slice, in groupby order (empty for 'Other'). */
  values: FilterValue[];
  /** For 'Other': the slices merged into it. */
  merged: { name: string; value: number; percent: number }[];
}

export interface PieTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  groupby: string[];
  slices: PieSlice[];
  total: number;
  echartOptions: PieOption;
  /** The slice this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
