import type { CustomSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { PartitionBox } from './partition-tree';

export type PartitionOption = ComposeOption<CustomSeriesOption | TooltipComponentOption>;

/** A box as drawn: its place in pixels, colour and label, and the path it stands for. */
export interface PartitionCell extends PartitionBox {
  /** The key its cross-filter keeps: the metric, then the path's names, joined by commas. */
  key: string;
  color: string;
  textColor: string;
  label: string;
}

export interface PartitionTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  groupby: string[];
  cells: PartitionCell[];
  /** The ECharts option with this cell's path selected (cells off it dimmed), or none. */
  optionFor: (selected: string | null) => PartitionOption;
  /** The cell this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
