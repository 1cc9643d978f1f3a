import type { CrossFilterValue } from '@tessera/core';
import type { BoxplotSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type BoxPlotOption = ComposeOption<
  BoxplotSeriesOption | ScatterSeriesOption | GridComponentOption | TooltipComponentOption
>;

/** One box: a dimension value (and metric, with several), its statistics and its outliers. */
export interface BoxStats {
  name: string;
  /** The dimension values of the box, in groupby order (empty without dimensions). */
  values: CrossFilterValue[];
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
  mean: number | null;
  count: number | null;
  outliers: number[];
  color: string;
}

export interface BoxPlotTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  echartOptions: BoxPlotOption;
  boxes: BoxStats[];
  /** The groupby columns a click filters on. */
  groupby: string[];
  /** The box this chart cross-filters on (from its filterState). */
  selectedName: string | null;
}
