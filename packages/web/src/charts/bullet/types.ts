import type { BarSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  MarkAreaComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type BulletOption = ComposeOption<
  | BarSeriesOption
  | ScatterSeriesOption
  | GridComponentOption
  | MarkAreaComponentOption
  | MarkLineComponentOption
  | TooltipComponentOption
>;

export interface BulletTransformedProps {
  width: number;
  height: number;
  theme: 'light' | 'dark';
  echartOptions: BulletOption;
}
