import type { CrossFilterValue } from '@tessera/core';
import type { ChordSeriesOption } from 'echarts/charts';
import type { TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ChordOption = ComposeOption<ChordSeriesOption | TooltipComponentOption>;

/** A group around the circle: a source or target value. */
export interface ChordNode {
  name: string;
  /** The column a click filters on: the source column when the value is a source, else the target column. */
  column: string;
  value: CrossFilterValue;
}

export interface ChordTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  nodes: ChordNode[];
  /** The ECharts option with this group selected (the others dimmed), or none. */
  optionFor: (selected: string | null) => ChordOption;
  selectedName: string | null;
}
