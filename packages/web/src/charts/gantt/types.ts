import type { CustomSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type GanttOption = ComposeOption<
  CustomSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption | DataZoomComponentOption
>;

/** One event: a bar from start to end in its lane. */
export interface GanttEvent {
  start: number;
  end: number;
  lane: number;
  /** The y-axis value and the series value (null without a series column). */
  category: string;
  series: string | null;
  /** What the tooltip lists: label and formatted value. */
  tooltip: [string, string][];
}

export interface GanttTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** The column a click cross-filters on (the series column, else the y-axis), or null. */
  filterColumn: string | null;
  /** Events by ECharts series index, for clicks. */
  eventsBySeries: GanttEvent[][];
  optionFor: (selected: string | null) => GanttOption;
  selectedName: string | null;
}
