import type { CrossFilterValue } from '@tessera/core';
import type { GaugeSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type GaugeOption = ComposeOption<GaugeSeriesOption | TooltipComponentOption>;

/** One dial of the gauge: a row of the query. */
export interface GaugeDial {
  /** `column: value` pairs joined, as Superset names a dial (empty without a group-by). */
  name: string;
  value: number;
  /** The row's group-by values, as its cross-filter selects it. */
  values: CrossFilterValue[];
}

export interface GaugeTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  groupby: string[];
  dials: GaugeDial[];
  /** The ECharts option with this dial selected (the others dimmed), or none. */
  optionFor: (selected: string | null) => GaugeOption;
  /** The dial this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
