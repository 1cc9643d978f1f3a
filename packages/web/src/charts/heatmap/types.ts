import type { CrossFilterValue } from '@tessera/core';
import type { HeatmapSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption, VisualMapComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type HeatmapOption = ComposeOption<
  HeatmapSeriesOption | GridComponentOption | TooltipComponentOption | VisualMapComponentOption
>;

export const SORT_AXIS_CHOICES = ['alpha_asc', 'alpha_desc', 'value_asc', 'value_desc'] as const;
export type SortAxis = (typeof SORT_AXIS_CHOICES)[number];

/** One cell as ECharts takes it: x index, y index, the metric ('-' when null) and, normalised, its rank. */
export type HeatmapCell = [x: number, y: number, value: number | '-', rank?: number];

/** One axis: its categories in drawing order, their labels, and the column a click filters on. */
export interface HeatmapAxis {
  values: CrossFilterValue[];
  labels: string[];
  /** Null for a temporal axis: a truncated time is no value to filter rows by. */
  filterColumn: string | null;
}

export interface HeatmapTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  echartOptions: HeatmapOption;
  cells: HeatmapCell[];
  x: HeatmapAxis;
  y: HeatmapAxis;
  /** The cross-filter this chart shows as selected (from its filterState). */
  selectedKey: string | null;
}
