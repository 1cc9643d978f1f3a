import type { ParallelSeriesOption } from 'echarts/charts';
import type { ParallelComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/** One axis of the parallel coordinates (ECharts keeps its axis option type to itself). */
export type ParallelAxis = NonNullable<ParallelComponentOption['parallelAxisDefault']> & { dim: number; name: string };

export type ParaOption = ComposeOption<ParallelSeriesOption | TooltipComponentOption> & {
  parallel: ParallelComponentOption;
  parallelAxis: ParallelAxis[];
};

/** The table Superset shows under the lines when `show_datatable` is on. */
export interface ParaTable {
  columns: string[];
  rows: string[][];
}

export interface ParaTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  option: ParaOption;
  /** The data table under the chart, or null when `show_datatable` is off. */
  table: ParaTable | null;
}
