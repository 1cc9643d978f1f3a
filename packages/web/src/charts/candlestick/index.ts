import type { ChartPlugin } from '../types';
import { buildQuery } from './build-query';
import { CandlestickChart } from './candlestick-chart';
import { controlPanel } from './control-panel';
import { candlestickMetadata } from './metadata';
import { transformProps } from './transform-props';
import type { CandlestickTransformedProps } from './types';

export const candlestick: ChartPlugin<CandlestickTransformedProps> = {
  metadata: candlestickMetadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: CandlestickChart,
};
