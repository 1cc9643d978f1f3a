import type { CandlestickSeriesOption } from 'echarts/charts';
import type { DataZoomComponentOption, GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type CandlestickOption = ComposeOption<
  CandlestickSeriesOption | GridComponentOption | TooltipComponentOption | DataZoomComponentOption
>;

/** One period's candle. */
export interface Candle {
  time: number;
  label: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface CandlestickTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  echartOptions: CandlestickOption;
}
