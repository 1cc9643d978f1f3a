import type { CrossFilterValue } from '@tessera/core';
import type { RadarSeriesOption } from 'echarts/charts';
import type { LegendComponentOption, RadarComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type RadarOption = ComposeOption<
  RadarSeriesOption | RadarComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** One polygon of the radar: a row of the query. */
export interface RadarEntity {
  name: string;
  /** The metrics' values, in metric order. */
  values: number[];
  /** The row's group-by values, as its cross-filter selects it. */
  filterValues: CrossFilterValue[];
}

export interface RadarTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  groupby: string[];
  entities: RadarEntity[];
  /** The ECharts option with this polygon selected (the others faded), or none. */
  optionFor: (selected: string | null) => RadarOption;
  /** The polygon this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
