import type { ComposeOption } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';

export type TrendlineOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

/** [epoch ms, value]; null values are gaps. */
export type TrendlinePoint = [number, number | null];

export type ChangeDirection = 'positive' | 'negative' | 'none';

export interface BigNumberTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** null: nothing to show ('No data'). */
  bigNumber: number | null;
  formattedNumber: string;
  subheader: string;
  /** The sign of the comparison with `compare_lag` periods ago, which colours the subheader. */
  changeDirection: ChangeDirection;
  percentChange: number | null;
  formattedTimestamp: string | null;
  /** Font sizes as proportions of the chart height. */
  headerFontSize: number;
  subheaderFontSize: number;
  mainColor: string;
  trendline: TrendlinePoint[] | null;
  echartOptions: TrendlineOption | null;
}
