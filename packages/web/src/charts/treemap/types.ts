import type { TreemapSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { HierarchyNode } from '../echarts/hierarchy';

export type TreemapOption = ComposeOption<TreemapSeriesOption | TooltipComponentOption>;

export interface TreemapTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** The group-by column labels, outermost first. */
  groupby: string[];
  /** The node of a box by its id (its path key); null for the root box, which stands for the metric. */
  nodeAt: (id: string) => HierarchyNode | null;
  /** The ECharts option with the leaf of this path key selected (the others dimmed), or none. */
  optionFor: (selected: string | null) => TreemapOption;
  /** The path key of the leaf this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
