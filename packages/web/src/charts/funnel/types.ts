import type { CrossFilterValue } from '@tessera/core';
import type { FunnelSeriesOption } from 'echarts/charts';
import type { LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type FunnelOption = ComposeOption<FunnelSeriesOption | LegendComponentOption | TooltipComponentOption>;

/** One step of the funnel: a row of the query. */
export interface FunnelStep {
  name: string;
  value: number;
  /** The step's group-by values, in group-by order, as its cross-filter selects it. */
  values: CrossFilterValue[];
  /** The percentage `percent_calculation_type` asks for, 0..1. */
  percent: number;
}

export interface FunnelTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  groupby: string[];
  steps: FunnelStep[];
  /** The ECharts option with this step selected (the others dimmed), or none. */
  optionFor: (selected: string | null) => FunnelOption;
  /** The step this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
