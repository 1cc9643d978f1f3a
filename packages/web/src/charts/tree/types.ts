import type { TreeSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type TreeOption = ComposeOption<TreeSeriesOption | TooltipComponentOption>;

/** A node of the drawn tree: a row's name and metric, its children the rows whose parent is its id. */
export interface TreeNode {
  name: string;
  value?: number;
  children: TreeNode[];
}

export interface TreeTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** The tree drawn, or null when no root was found (the chart shows nothing, as Superset's). */
  root: TreeNode | null;
  option: TreeOption;
}
