import type { SunburstSeriesOption } from 'echarts/charts';
import type { GraphicComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { HierarchyNode } from '../echarts/hierarchy';

export type SunburstOption = ComposeOption<SunburstSeriesOption | TooltipComponentOption | GraphicComponentOption>;

export interface SunburstTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** The hierarchy's column labels, innermost ring first. */
  columns: string[];
  /** The node of an arc by its id (its path key), or null. */
  nodeAt: (id: string) => HierarchyNode | null;
  /** The ECharts option with the arc of this path key selected (arcs off its path dimmed), or none. */
  optionFor: (selected: string | null) => SunburstOption;
  /** The path key of the arc this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
