import type { CrossFilterValue } from '@tessera/core';
import type { ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type BubbleOption = ComposeOption<
  ScatterSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** One bubble as ECharts takes it: x, y, size, the entity's name and the series' name. */
export type BubblePoint = [x: number | null, y: number | null, size: number | null, entity: string, series: string];

/** One colour group (a series value, or each entity without one) and its bubbles. */
export interface BubbleGroup {
  name: string;
  color: string;
  points: BubblePoint[];
  /** The entity value of each bubble, as its cross-filter selects it. */
  entities: CrossFilterValue[];
}

export interface BubbleTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  echartOptions: BubbleOption;
  groups: BubbleGroup[];
  /** The entity column a click filters on. */
  entityColumn: string | null;
  /** The entity this chart cross-filters on (from its filterState). */
  selectedEntity: CrossFilterValue | null;
}
