import type { CrossFilterValue } from '@tessera/core';
import type { GraphSeriesOption } from 'echarts/charts';
import type { LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type GraphOption = ComposeOption<GraphSeriesOption | LegendComponentOption | TooltipComponentOption>;

/** A node: a value of the source or target column, first seen in that column. */
export interface GraphNode {
  /** Its index, as the links refer to it (Superset's node ids). */
  id: string;
  name: string;
  /** The column a click filters on: the column the value was first seen in. */
  column: string;
  value: CrossFilterValue;
  /** The sum of its links' metric. */
  total: number;
  category: string | undefined;
}

export interface GraphTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  nodes: GraphNode[];
  /** The ECharts option with this node selected (the others dimmed), or none. */
  optionFor: (selected: string | null) => GraphOption;
  /** The node name this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
