import type { CrossFilterValue } from '@tessera/core';
import type { SankeySeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type SankeyOption = ComposeOption<SankeySeriesOption | TooltipComponentOption>;

/** A node: a value of the source or target column. */
export interface SankeyNode {
  name: string;
  /** The column a click filters on: the source column when the value is a source, else the target column. */
  column: string;
  /** The value as the cross-filter carries it. */
  value: CrossFilterValue;
  /** Superset's node value: the larger of its incoming and outgoing totals. */
  total: number;
}

/** A link: one row, source to target, the metric as its width. */
export interface SankeyLink {
  source: string;
  target: string;
  value: number;
  sourceValue: CrossFilterValue;
  targetValue: CrossFilterValue;
}

export interface SankeyTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** The source and target column labels. */
  source: string;
  target: string;
  nodes: SankeyNode[];
  links: SankeyLink[];
  /** The ECharts option with this node or link key selected (the rest dimmed), or none. */
  optionFor: (selected: string | null) => SankeyOption;
  /** The node or link key this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
